import Container, { type ContainerProps } from '@mui/material/Container';

/** The content column of a page with the shell's vertical rhythm. */
export function PageContainer({ sx, maxWidth = 'lg', ...props }: ContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={[{ py: { xs: 3, md: 6 } }, sx ?? {}].flat()} {...props} />
  );
}
