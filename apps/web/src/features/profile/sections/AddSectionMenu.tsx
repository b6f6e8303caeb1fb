import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { LIMITS, type SectionKind } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/toast';
import { entryConfig } from '../entries/entryConfigs';
import { CustomSectionTitleDialog } from './CustomSectionTitleDialog';
import { ADD_SECTION_BUTTON_ID, focusSoon } from './editorSections';
import { useSaveCustomSection } from './sections.queries';

interface AddSectionMenuProps {
  /** The fixed sections not shown yet, in the editor's order. */
  hidden: readonly SectionKind[];
  customCount: number;
  onReveal: (kind: SectionKind) => void;
  onCustomCreated: (id: string) => void;
}

/**
 * "Add section": shows one of the unused fixed sections, or creates a
 * custom section after asking for its title.
 */
export function AddSectionMenu({
  hidden,
  customCount,
  onReveal,
  onCustomCreated,
}: AddSectionMenuProps) {
  const { t } = useTranslation();
  const save = useSaveCustomSection();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  const menuId = useId();
  const customFull = customCount >= LIMITS.customSectionsMax;
  const close = () => setAnchor(null);

  return (
    <Box>
      <Button
        id={ADD_SECTION_BUTTON_ID}
        variant="outlined"
        startIcon={<PlaylistAddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('profile.sections.add')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': ADD_SECTION_BUTTON_ID } }}
      >
        {hidden.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              close();
              onReveal(kind);
            }}
          >
            <ListItemIcon>{entryConfig(kind).icon}</ListItemIcon>
            <ListItemText>{t(`sections.${kind}`)}</ListItemText>
          </MenuItem>
        ))}
        {hidden.length > 0 && <Divider />}
        <MenuItem
          disabled={customFull}
          onClick={() => {
            close();
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon />
          </ListItemIcon>
          <ListItemText
            secondary={
              customFull
                ? t('profile.sections.customLimit', { max: LIMITS.customSectionsMax })
                : undefined
            }
          >
            {t('profile.sections.custom')}
          </ListItemText>
        </MenuItem>
      </Menu>
      <CustomSectionTitleDialog
        open={creating}
        heading={t('profile.sections.createTitle')}
        initialTitle=""
        submitLabel={t('profile.sections.create')}
        errorTitle={t('profile.sections.createError')}
        onSubmit={async (title) => {
          const created = await save.mutateAsync({ title, public: true, print: true });
          notify.success(t('profile.sections.created', { section: created.title }));
          setCreating(false);
          onCustomCreated(created.id);
        }}
        onClose={() => {
          setCreating(false);
          focusSoon(ADD_SECTION_BUTTON_ID);
        }}
      />
    </Box>
  );
}
