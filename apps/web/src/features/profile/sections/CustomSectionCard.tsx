import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import TranslateIcon from '@mui/icons-material/Translate';
import { localizeFields, sectionTitleTranslations, type CustomSection } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { notify } from '../../../app/toast';
import { entryConfig } from '../entries/entryConfigs';
import { EntrySection } from '../entries/EntrySection';
import { useContentLanguage } from '../translation/ContentLanguage';
import { translationsOf } from '../translation/translationValues';
import { MoreMenu, MoreMenuItem } from '../../../components/MoreMenu';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { CustomSectionTitleDialog } from './CustomSectionTitleDialog';
import { SectionTitleTranslationDialog } from './SectionTitleTranslationDialog';
import { addEntryButtonId } from './editorSections';
import { useDeleteCustomSection, useSaveCustomSection } from './sections.queries';
import { SectionSwitches, type SectionSwitch } from './SectionSwitches';

interface CustomSectionCardProps {
  section: CustomSection;
  /** After the section is deleted: the keyboard needs a new place. */
  onDeleted: () => void;
}

/**
 * A section the owner named ("Teaching", "Patents"): its entries through the
 * generic mechanism, its switches, and renaming and deleting in its menu.
 * While the editor translates, the title shows (and the menu edits) its
 * translation.
 */
export function CustomSectionCard({ section, onDeleted }: CustomSectionCardProps) {
  const { t } = useTranslation();
  const { lang, primary, translating } = useContentLanguage();
  const localized = localizeFields(
    { title: section.title },
    sectionTitleTranslations.fields,
    translationsOf(section),
    lang,
    primary,
  );
  const title = localized.values.title;
  const [translateOpen, setTranslateOpen] = useState(false);
  const save = useSaveCustomSection();
  const remove = useDeleteCustomSection();
  const menuButton = useRef<HTMLButtonElement>(null);
  /** The title being renamed, kept while the dialog closes over the new one. */
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameOpen, setRenameOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const params = { section: section.title };
  const saved = {
    id: section.id,
    title: section.title,
    public: section.public,
    print: section.print,
  };

  const handleSwitch = (key: SectionSwitch, checked: boolean) =>
    save.mutate(
      { ...saved, [key]: checked },
      {
        onSuccess: () => notify.success(t('profile.sections.saved', params)),
        onError: (error) =>
          handleApiError(error, { title: t('profile.sections.saveError', params) }),
      },
    );

  const closeRename = () => {
    setRenameOpen(false);
    setTranslateOpen(false);
    requestAnimationFrame(() => menuButton.current?.focus());
  };

  const handleDelete = () =>
    remove.mutate(section.id, {
      onSuccess: () => {
        notify.success(t('profile.sections.deleted', params));
        setDeleting(false);
        onDeleted();
      },
      onError: (error) => {
        handleApiError(error, { title: t('profile.sections.deleteError', params) });
        setDeleting(false);
      },
    });

  const actionsLabel = t('profile.sections.actions', params);
  return (
    <>
      <EntrySection
        config={entryConfig('custom-entry')}
        items={section.entries}
        sectionId={section.id}
        title={title}
        translationNote={
          translating && localized.langs.title ? t('profile.translation.titleUntranslated') : null
        }
        addButtonId={addEntryButtonId(section.id)}
        controls={
          <SectionSwitches
            section={section.title}
            values={{ public: section.public, print: section.print }}
            onChange={handleSwitch}
          />
        }
        headerActions={
          <MoreMenu label={actionsLabel} buttonRef={menuButton}>
            {(close) => [
              translating ? (
                <MoreMenuItem
                  key="translate"
                  icon={<TranslateIcon fontSize="small" />}
                  onClick={() => {
                    close();
                    setTranslateOpen(true);
                  }}
                >
                  {t('profile.translation.translateTitle', { language: LOCALE_NAMES[lang] })}
                </MoreMenuItem>
              ) : (
                <MoreMenuItem
                  key="rename"
                  icon={<DriveFileRenameOutlineIcon fontSize="small" />}
                  onClick={() => {
                    close();
                    setRenaming(section.title);
                    setRenameOpen(true);
                  }}
                >
                  {t('profile.sections.rename')}
                </MoreMenuItem>
              ),
              <MoreMenuItem
                key="delete"
                destructive
                icon={<DeleteOutlinedIcon fontSize="small" />}
                onClick={() => {
                  close();
                  setDeleting(true);
                }}
              >
                {t('profile.sections.delete')}
              </MoreMenuItem>,
            ]}
          </MoreMenu>
        }
      />
      <CustomSectionTitleDialog
        open={renameOpen}
        heading={t('profile.sections.renameTitle', { section: renaming ?? section.title })}
        initialTitle={section.title}
        submitLabel={t('actions.save')}
        errorTitle={t('profile.sections.renameError', params)}
        onSubmit={async (title) => {
          await save.mutateAsync({ ...saved, title });
          notify.success(t('profile.sections.renamed', { section: title }));
          closeRename();
        }}
        onClose={closeRename}
      />
      <SectionTitleTranslationDialog
        open={translateOpen}
        section={section}
        lang={lang}
        primary={primary}
        heading={t('profile.translation.translateTitleHeading', {
          section: section.title,
          language: LOCALE_NAMES[lang],
        })}
        errorTitle={t('profile.sections.saveError', params)}
        onSubmit={async (translations) => {
          await save.mutateAsync({ ...saved, translations });
          notify.success(t('profile.translation.titleSaved', params));
          closeRename();
        }}
        onClose={closeRename}
      />
      <ConfirmDialog
        open={deleting}
        title={t('profile.sections.deleteTitle', params)}
        text={t('profile.sections.deleteText', params)}
        confirmLabel={t('actions.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
