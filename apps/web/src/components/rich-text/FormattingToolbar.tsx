import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadRow } from '../SpreadRow';

export type FormattingKey = 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'link';

const ICONS: Record<FormattingKey, typeof FormatBoldIcon> = {
  bold: FormatBoldIcon,
  italic: FormatItalicIcon,
  bulletList: FormatListBulletedIcon,
  numberedList: FormatListNumberedIcon,
  link: InsertLinkIcon,
};

export interface FormattingCommand {
  key: FormattingKey;
  /** The key pressed with Ctrl (⌘ on Apple devices), e.g. "B" or "Shift+8". */
  shortcut?: string;
  /** Whether the formatting applies at the cursor; absent for a plain action. */
  pressed?: boolean;
  run: () => void;
}

/** Whether shortcuts are written with ⌘ rather than Ctrl. */
export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * The formatting buttons of a text field, named in the page's language, with
 * their shortcuts in the tooltip and for assistive technology, and a pressed
 * state where the formatting applies at the cursor.
 */
export function FormattingToolbar({
  commands,
  controls,
}: {
  commands: FormattingCommand[];
  /** The id of the text the buttons work on. */
  controls: string;
}) {
  const { t } = useTranslation();
  const apple = isApple();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('profile.richText.formatting')}
      sx={{ flexWrap: 'wrap' }}
    >
      {commands.map((command) => {
        const name = t(`profile.richText.${command.key}`);
        const keys = command.shortcut && `${apple ? '⌘' : 'Ctrl+'}${command.shortcut}`;
        const Icon = ICONS[command.key];
        return (
          <Tooltip
            key={command.key}
            title={keys ? t('profile.richText.shortcut', { action: name, keys }) : name}
            describeChild
          >
            <IconButton
              size="small"
              aria-label={name}
              aria-controls={controls}
              aria-pressed={command.pressed}
              aria-keyshortcuts={
                command.shortcut && `${apple ? 'Meta' : 'Control'}+${command.shortcut}`
              }
              // Keeps the text's selection where the command applies.
              onMouseDown={(event) => event.preventDefault()}
              onClick={command.run}
              sx={{
                borderRadius: 1,
                '&[aria-pressed="true"]': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                },
                '&.Mui-focusVisible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                },
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}

/**
 * The row above a text field's editor: the switch between the formatted and
 * the plain editor on the start, the formatting buttons on the end.
 */
export function FormattingToolbarRow({
  modeSwitch,
  commands,
  controls,
}: {
  modeSwitch: ReactNode;
  commands: FormattingCommand[];
  /** The id of the text the buttons work on. */
  controls: string;
}) {
  return (
    <SpreadRow sx={{ mb: 1 }}>
      {modeSwitch}
      <FormattingToolbar commands={commands} controls={controls} />
    </SpreadRow>
  );
}
