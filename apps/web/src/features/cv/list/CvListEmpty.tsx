import AddIcon from '@mui/icons-material/Add';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** No CV yet: what a CV is for, and the button that makes the first. */
export function CvListEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 4, md: 5 },
        px: 3,
        borderRadius: 2,
        border: '2px dashed',
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
        }}
      >
        <PostAddIcon fontSize="large" />
      </Box>
      <Typography variant="h6" component="h3">
        {t('cv.list.emptyTitle')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: '52ch', mx: 'auto' }}>
        {t('cv.list.emptyText')}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
        {t('cv.list.emptyAction')}
      </Button>
    </Box>
  );
}
