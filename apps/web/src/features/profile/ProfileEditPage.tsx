import PaletteIcon from '@mui/icons-material/Palette';
import type { Profile } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { BackLink } from '../../components/BackLink';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { EditorLayout } from './EditorLayout';
import { GeneralSection } from './general/GeneralSection';
import { VisibilitySection } from './general/VisibilitySection';
import { useProfile } from './profile.queries';
import { ProfileEditSkeleton } from './ProfileEditSkeleton';
import { ProfileSections } from './sections/ProfileSections';
import { ThemeEditor } from './theme/ThemeEditor';
import { ContentLanguageProvider } from './translation/ContentLanguage';
import { ContentLanguageSwitch } from './translation/ContentLanguageSwitch';
import { DatePickersProvider } from './ui/DatePickersProvider';
import { LoadError } from '../../components/feedback/LoadError';
import { HistoryControls } from '../history/HistoryControls';
import { UnsavedChangesGuard } from './ui/UnsavedChanges';

const PROFILE_DOC = { type: 'profile' } as const;

/**
 * Edit profile: back to account, the switch between the texts and their
 * translation, general section with the picture, public-access switches, the
 * entry sections and the theme editor. Without a profile yet, the user is
 * sent to create one.
 */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.data === null) return <Navigate to={PATHS.profileCreate} replace />;

  return (
    <PageContainer>
      <PageHeader
        before={<BackLink to={PATHS.account}>{t('pages.profileEdit.backToAccount')}</BackLink>}
        title={t('pages.profileEdit.title')}
        subtitle={t('pages.profileEdit.subtitle')}
        actions={
          profile.data && (
            <HistoryControls
              doc={PROFILE_DOC}
              sources={[{ doc: PROFILE_DOC, updatedAt: profile.dataUpdatedAt }]}
              title={t('history.panel.titleProfile')}
            />
          )
        }
      />
      {profile.isPending ? (
        <ProfileEditSkeleton />
      ) : profile.isError ? (
        <LoadError
          title={t('profile.errors.load')}
          detail={t('profile.errors.loadDetail')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Editor profile={profile.data} />
      )}
    </PageContainer>
  );
}

function Editor({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <UnsavedChangesGuard>
      <DatePickersProvider>
        <ContentLanguageProvider primary={profile.contentLanguage}>
          <EditorLayout
            top={<ContentLanguageSwitch />}
            main={
              <>
                <GeneralSection profile={profile} />
                <VisibilitySection profile={profile} />
                <ProfileSections profile={profile} />
              </>
            }
            side={
              <SectionCard icon={<PaletteIcon />} title={t('pages.profileEdit.theme')}>
                <ThemeEditor profile={profile} />
              </SectionCard>
            }
          />
        </ContentLanguageProvider>
      </DatePickersProvider>
    </UnsavedChangesGuard>
  );
}
