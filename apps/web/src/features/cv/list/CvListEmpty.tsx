import AddIcon from '@mui/icons-material/Add';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/EmptyState';

/** No CV yet: what a CV is for, and the button that makes the first. */
export function CvListEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<PostAddIcon fontSize="large" />}
      title={t('cv.list.emptyTitle')}
      headingComponent="h3"
      text={t('cv.list.emptyText')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {t('cv.list.emptyAction')}
        </Button>
      }
    />
  );
}
