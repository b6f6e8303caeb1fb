import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from './LinkButton';

interface CenteredCardProps {
  icon?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}

/**
 * One card in the middle of the page: login, signup, logout and the
 * verification and external-login screens all use it.
 */
export function CenteredCard({
  icon,
  title,
  subtitle,
  children,
  footer,
  maxWidth = 460,
}: CenteredCardProps) {
  return (
    <Container sx={{ py: { xs: 4, md: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          {icon && (
            <Box
              aria-hidden
              sx={{
                width: 56,
                height: 56,
                mb: 2.5,
                mx: 'auto',
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (theme) => theme.alpha(theme.vars.palette.primary.main, 0.12),
                '& svg': { fontSize: 30 },
              }}
            >
              {icon}
            </Box>
          )}
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 1, textAlign: 'center' }}>
              {subtitle}
            </Typography>
          )}
          {children && <Box sx={{ mt: 3 }}>{children}</Box>}
          {footer && (
            <Box
              sx={{
                mt: 3,
                pt: 2.5,
                borderTop: 1,
                borderColor: 'divider',
                textAlign: 'center',
                typography: 'body2',
                color: 'text.secondary',
              }}
            >
              {footer}
            </Box>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}

/** The card's way on: a large, full-width link that looks like the main button. */
export function CardLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} variant="contained" size="large" fullWidth>
      {children}
    </LinkButton>
  );
}

/** A way elsewhere in the card's footer ("Sign up", "Back to login"): a bold link in the text. */
export function CardFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
