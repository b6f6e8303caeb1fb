import {
  cvSidebarSections,
  entryListOf,
  hasSidebar,
  untranslatedFields,
  sectionTitleTranslations,
  type CvSectionKey,
  type CvSettings,
  type EntryKind,
  type Profile,
} from '@cv/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/useLocale';
import type { AnyEntryConfig } from '../../../profile/entries/entryConfig';
import { entryConfig } from '../../../profile/entries/entryConfigs';
import { EntrySection } from '../../../profile/entries/EntrySection';
import type { EntryItem } from '../../../profile/profile.queries';
import { useContentLanguage } from '../../../profile/translation/ContentLanguage';
import { translationsOf } from '../../../profile/translation/translationValues';
import type { CvChange } from '../../cvDocuments.queries';
import { IncludeEntrySwitch } from './IncludeEntrySwitch';
import { SectionInCvControls } from './SectionInCvControls';
import { sectionRef } from './sectionOrder';

interface CvSectionCardProps {
  sectionKey: CvSectionKey;
  /** The section's title as the studio shows it (a kind's, or a custom section's own). */
  title: string;
  profile: Profile;
  settings: CvSettings;
  onChange: (change: CvChange) => void;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: 'up' | 'down') => void;
  dragHandle: ReactNode;
}

/** The list with `member` at its end (`on`) or without it: how a CV's lists of keys and ids change. */
function withMember<T>(list: readonly T[], member: T, on: boolean): T[] {
  const others = list.filter((item) => item !== member);
  return on ? [...others, member] : others;
}

/** What a section key finds in the profile; null for a custom section that is gone. */
function sectionContent(profile: Profile, key: CvSectionKey) {
  const ref = sectionRef(key);
  if ('kind' in ref) {
    return {
      config: entryConfig<EntryKind>(ref.kind),
      items: entryListOf(profile, ref.kind) as readonly EntryItem[],
      sectionId: undefined,
      printable: profile.sectionSettings[ref.kind].print,
      section: null,
    };
  }
  const section = profile.customSections.find((s) => s.id === ref.customId);
  if (!section) return null;
  return {
    config: entryConfig<EntryKind>('custom-entry'),
    items: section.entries as readonly EntryItem[],
    sectionId: section.id,
    printable: section.print,
    section,
  };
}

/**
 * One section of the profile in the studio: its entries with the profile's
 * own editors (add, edit, delete, order: saved to the profile, so every CV
 * sees them), plus what this CV does with them: show the section or not,
 * include each entry or not, and the section's place.
 */
export function CvSectionCard({
  sectionKey,
  title,
  profile,
  settings,
  onChange,
  isFirst,
  isLast,
  onMove,
  dragHandle,
}: CvSectionCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { lang, translating } = useContentLanguage();
  const content = sectionContent(profile, sectionKey);
  if (!content) return null;
  const { config, items, sectionId, printable } = content;
  const custom = content.section;
  const titleUntranslated =
    translating &&
    custom !== null &&
    untranslatedFields(
      { title: custom.title },
      sectionTitleTranslations.fields,
      translationsOf(custom),
      lang,
    ).length > 0;
  const shown = !settings.hiddenSections.includes(sectionKey);
  const excluded = new Set(settings.excludedEntries);

  const setShown = (show: boolean) =>
    onChange({
      settings: { hiddenSections: withMember(settings.hiddenSections, sectionKey, !show) },
    });
  const breaks = {
    newPage: settings.newPageSections.includes(sectionKey),
    keptTogether: settings.keptTogetherSections.includes(sectionKey),
  };
  const setBreaks = ({ newPage, keptTogether }: Partial<typeof breaks>) =>
    onChange({
      settings: {
        ...(newPage === undefined
          ? {}
          : { newPageSections: withMember(settings.newPageSections, sectionKey, newPage) }),
        ...(keptTogether === undefined
          ? {}
          : {
              keptTogetherSections: withMember(
                settings.keptTogetherSections,
                sectionKey,
                keptTogether,
              ),
            }),
      },
    });
  // A design with a side column: the owner's choice, or the design's default
  // until the first change, which writes the whole list down.
  const sideColumn = hasSidebar(settings.design)
    ? cvSidebarSections(settings.sidebarSections)
    : undefined;
  const setInSideColumn = (inSide: boolean) =>
    onChange({
      settings: { sidebarSections: withMember(sideColumn ?? [], sectionKey, inSide) },
    });
  const setIncluded = (entryId: string, include: boolean) =>
    onChange({
      settings: { excludedEntries: withMember(settings.excludedEntries, entryId, !include) },
    });

  return (
    <EntrySection
      config={config as AnyEntryConfig}
      items={items}
      sectionId={sectionId}
      title={title}
      translationNote={titleUntranslated ? t('profile.translation.titleUntranslated') : null}
      liveEditing
      controls={
        <SectionInCvControls
          sectionKey={sectionKey}
          title={title}
          shown={shown}
          printable={printable}
          onShownChange={setShown}
          breaks={breaks}
          onBreaksChange={setBreaks}
          inSideColumn={sideColumn?.includes(sectionKey)}
          onSideColumnChange={setInSideColumn}
          isFirst={isFirst}
          isLast={isLast}
          onMove={onMove}
          dragHandle={dragHandle}
        />
      }
      entryAddon={(item) => (
        <IncludeEntrySwitch
          name={config.name(item, locale)}
          included={!excluded.has(item.id)}
          disabled={!shown || !printable}
          onChange={(include) => setIncluded(item.id, include)}
        />
      )}
    />
  );
}
