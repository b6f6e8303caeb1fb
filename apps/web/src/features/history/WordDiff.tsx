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
            <Box
              key={index}
              component="ins"
              data-diff="added"
              sx={(theme) => ({
                bgcolor: theme.alpha(theme.vars.palette.success.main, 0.18),
                color: 'text.primary',
                textDecorationColor: theme.vars.palette.success.main,
              })}
            >
              <VisuallyHidden>{`${t('history.compare.added')}: `}</VisuallyHidden>
              {part.value}
            </Box>
          );
        }
        if (part.removed && side === 'before') {
          return (
            <Box
              key={index}
              component="del"
              data-diff="removed"
              sx={(theme) => ({
                bgcolor: theme.alpha(theme.vars.palette.error.main, 0.16),
                color: 'text.primary',
                textDecorationColor: theme.vars.palette.error.main,
              })}
            >
              <VisuallyHidden>{`${t('history.compare.removed')}: `}</VisuallyHidden>
              {part.value}
            </Box>
          );
        }
        if (part.added || part.removed) return null;
        return <span key={index}>{part.value}</span>;
      })}
    </Box>
  );
}
