import { languageName, type PublicProfile } from '@cv/shared';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InterestsIcon from '@mui/icons-material/Interests';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { RichText } from '../../components/rich-text/RichText';
import { ProfileSection } from './ProfileSection';
import { useTextLang } from './textLang';
import { EntryDetail } from './Timeline';

/** Languages, interests and references: about the person rather than a career step. */

/** Two columns from tablet width up, one on phones and in print alike. */
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 4,
  listStyle: 'none',
  m: 0,
  p: 0,
  '@media print': { gridTemplateColumns: '1fr 1fr' },
} as const;

export function LanguagesSection({ items }: { items: PublicProfile['languages'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.language')} icon={<TranslateIcon />}>
      <Box component="ul" sx={{ ...twoColumns, rowGap: 1.5 }}>
        {items.map((entry, i) => (
          <Box
            component="li"
            key={i}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              columnGap: 2,
              minWidth: 0,
              breakInside: 'avoid',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {/* A code ('de') in the visitor's language; a name as the owner wrote it. */}
              {languageName(entry.language, locale)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {t(`languageLevels.${entry.level}`)}
            </Typography>
            {entry.note && (
              <Typography
                variant="caption"
                component="p"
                lang={langOf(entry.langs, 'note')}
                sx={{ flexBasis: '100%', color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {entry.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}

/** Keywords as small chips in the owner's accent. */
function KeywordChips({ keywords, lang }: { keywords: readonly string[]; lang?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('fields.keywords')}
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {keywords.map((keyword, i) => (
        <Chip
          key={i}
          component="li"
          lang={lang}
          label={keyword}
          size="small"
          variant="outlined"
          sx={{
            maxWidth: '100%',
            fontWeight: 500,
            borderColor: (theme) => alpha(theme.palette.primary.main, 0.3),
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
          }}
        />
      ))}
    </Box>
  );
}

export function InterestsSection({ items }: { items: PublicProfile['interests'] }) {
  const { t } = useTranslation();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.interest')} icon={<InterestsIcon />}>
      <Box component="ul" sx={{ ...twoColumns, rowGap: 2.5 }}>
        {items.map((interest, i) => (
          <Box component="li" key={i} sx={{ minWidth: 0, breakInside: 'avoid' }}>
            <Typography
              variant="subtitle1"
              component="h3"
              lang={langOf(interest.langs, 'name')}
              sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}
            >
              {interest.name}
            </Typography>
            {interest.keywords.length > 0 && (
              <KeywordChips
                keywords={interest.keywords}
                lang={langOf(interest.langs, 'keywords')}
              />
            )}
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}

export function ReferencesSection({ items }: { items: PublicProfile['references'] }) {
  const { t } = useTranslation();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.reference')} icon={<FormatQuoteIcon />}>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((reference, i) => (
          <Box component="li" key={i} sx={{ breakInside: 'avoid', pageBreakInside: 'avoid' }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}
            >
              {reference.name}
            </Typography>
            {reference.relation && (
              <Typography
                variant="body2"
                lang={langOf(reference.langs, 'relation')}
                sx={{ color: 'primary.main', fontWeight: 600, mt: 0.25, overflowWrap: 'anywhere' }}
              >
                {reference.relation}
              </Typography>
            )}
            {reference.text && (
              <Box
                component="blockquote"
                sx={{
                  m: 0,
                  mt: 1,
                  pl: 2,
                  borderLeft: 3,
                  borderColor: (theme) => alpha(theme.palette.primary.main, 0.3),
                  '& .MuiTypography-root': { lineHeight: 1.65 },
                }}
              >
                <RichText
                  text={reference.text}
                  color="textSecondary"
                  lang={langOf(reference.langs, 'text')}
                />
              </Box>
            )}
            {reference.contact && (
              <EntryDetail>
                {t('publicProfile.refereeContact', { contact: reference.contact })}
              </EntryDetail>
            )}
          </Box>
        ))}
      </Stack>
    </ProfileSection>
  );
}
