import {
  localizeFields,
  sectionTitleTranslations,
  type CvSectionKey,
  type CvSettings,
  type Profile,
} from '@cv/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useShownSections } from '../../../profile/sections/useShownSections';
import {
  ContentLanguageProvider,
  useContentLanguage,
} from '../../../profile/translation/ContentLanguage';
import { ContentLanguageSwitch } from '../../../profile/translation/ContentLanguageSwitch';
import { translationsOf } from '../../../profile/translation/translationValues';
import type { CvChange } from '../../cvDocuments.queries';
import { CvSectionCard } from './CvSectionCard';
import { moveButtonId } from './SectionInCvControls';
import { moveKey, orderSections, sectionRef, studioSectionKeys } from './sectionOrder';
import { SortableSectionList } from './SortableSectionList';
import { NoProfileAlert } from '../../NoProfileAlert';

interface CvContentPanelProps {
  /** null: the owner has no profile yet. */
  profile: Profile | null;
  settings: CvSettings;
  onChange: (change: CvChange) => void;
}

/**
 * The studio's content column: the profile's sections, edited in place, as
 * this CV uses them; in the CV's language to start with (the texts or their
 * translation), switchable like the profile editor.
 */
export function CvContentPanel({ profile, settings, onChange }: CvContentPanelProps) {
  if (!profile) return <NoProfileAlert />;
  return (
    <ContentLanguageProvider primary={profile.contentLanguage} initial={settings.lang}>
      <Sections profile={profile} settings={settings} onChange={onChange} />
    </ContentLanguageProvider>
  );
}

function Sections({ profile, settings, onChange }: CvContentPanelProps & { profile: Profile }) {
  const { t } = useTranslation();
  const { shown } = useShownSections(profile);
  const { lang, primary } = useContentLanguage();
  const keys = orderSections(settings.sectionOrder, studioSectionKeys(profile, shown));
  const [announcement, setAnnouncement] = useState('');
  /** The move button to give the keyboard back to once the new order is on screen. */
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    document.getElementById(target)?.focus();
  });

  const titleOf = (key: CvSectionKey): string => {
    const ref = sectionRef(key);
    if ('kind' in ref) return t(`sections.${ref.kind}`);
    const section = profile.customSections.find((s) => s.id === ref.customId);
    if (!section) return '';
    // In the language edited: the translation where there is one.
    return localizeFields(
      { title: section.title },
      sectionTitleTranslations.fields,
      translationsOf(section),
      lang,
      primary,
    ).values.title;
  };

  const reorder = (next: CvSectionKey[]) => onChange({ settings: { sectionOrder: next } });

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const key = keys[index];
    if (!key || to < 0 || to >= keys.length) return;
    // At the top or the bottom the button goes quiet: the other one takes the keyboard.
    const edge = to === 0 || to === keys.length - 1;
    focusAfterMove.current = moveButtonId(
      key,
      edge ? (direction === 'up' ? 'down' : 'up') : direction,
    );
    reorder(moveKey(keys, index, to));
    setAnnouncement(
      t('cv.studio.content.moved', { section: titleOf(key), position: to + 1, count: keys.length }),
    );
  };

  return (
    <Stack spacing={3}>
      <ContentLanguageSwitch />
      <Alert severity="info" variant="outlined">
        {t('cv.studio.content.intro')}{' '}
        {/* Underlined in the alert's own colour: a link inside text must not rely on colour. */}
        <Link
          component={RouterLink}
          to={PATHS.profileEdit}
          color="inherit"
          underline="always"
          sx={{ fontWeight: 600 }}
        >
          {t('cv.studio.content.profileLink')}
        </Link>
      </Alert>
      <SortableSectionList
        keys={keys}
        titleOf={titleOf}
        onReorder={reorder}
        renderSection={(key, index, dragHandle) => (
          <CvSectionCard
            sectionKey={key}
            title={titleOf(key)}
            profile={profile}
            settings={settings}
            onChange={onChange}
            isFirst={index === 0}
            isLast={index === keys.length - 1}
            onMove={(direction) => move(index, direction)}
            dragHandle={dragHandle}
          />
        )}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
