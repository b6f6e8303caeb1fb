import Box from '@mui/material/Box';
import { diffWords } from 'diff';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/VisuallyHidden';

interface WordDiffProps {
  before: string;
  after: string;
  /** Which side to show: the older text with its removed words, or the newer with its added ones. */
  side: 'before' | 'after';
}

/** How each kind of change is marked: its element, colour and tint. */
const MARKS = {
  added: { component: 'ins', color: 'success', tint: 0.18 },
  removed: { component: 'del', color: 'error', tint: 0.16 },
} as const;

/** Words the other side lacks, marked and named for screen readers. */
function Marked({ change, children }: { change: keyof typeof MARKS; children: string }) {
  const { t } = useTranslation();
  const { component, color, tint } = MARKS[change];
  return (
    <Box
      component={component}
      data-diff={change}
      sx={(theme) => ({
        bgcolor: theme.alpha(theme.vars.palette[color].main, tint),
        color: 'text.primary',
        textDecorationColor: theme.vars.palette[color].main,
      })}
    >
      <VisuallyHidden>{`${t(`history.compare.${change}`)}: `}</VisuallyHidden>
      {children}
    </Box>
  );
}

/**
 * One side of a field's comparison: its text, with the words the other side
 * lacks marked (removed words struck through in red on the older side, added
 * words underlined in green on the newer), named for screen readers too.
 */
export function WordDiff({ before, after, side }: WordDiffProps) {
  const { t } = useTranslation();
  const parts = diffWords(before, after);
  const empty = side === 'before' ? before === '' : after === '';
  if (empty) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('history.compare.empty')}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => {
        if (part.added && side === 'after') {
          return (
            <Marked key={index} change="added">
              {part.value}
            </Marked>
          );
        }
        if (part.removed && side === 'before') {
          return (
            <Marked key={index} change="removed">
              {part.value}
            </Marked>
          );
        }
        if (part.added || part.removed) return null;
        return <span key={index}>{part.value}</span>;
      })}
    </Box>
  );
}
