import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Application, MatchPlace, MatchTerm } from '@cv/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { useCvDocument, useCvDocuments, useSaveCvDocument } from '../cv/cvDocuments.queries';
import { applicationKeys, useMatchReport } from './applications.queries';
import { LoadingSkeleton } from '../../components/feedback/SkeletonSuspense';
import { PanelSection } from './PanelSection';

/**
 * The posting against a CV: the score with its formula, the terms the CV
 * covers and where, the missing ones, and for a missing one an entry this CV
 * leaves out that names it, included with one click.
 */
export function MatchReportCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const cvs = useCvDocuments();
  const [chosen, setChosen] = useState<string | null>(null);
  const cvId = chosen ?? application.cvId ?? cvs.data?.[0]?.id;
  const hasPosting = application.postingText.trim().length > 0;
  const report = useMatchReport(application.id, cvId, hasPosting);

  return (
    <PanelSection title={t('applications.match.title')}>
      {!hasPosting ? (
        <Typography color="textSecondary">{t('applications.detail.noPosting')}</Typography>
      ) : cvs.data?.length === 0 ? (
        <Typography color="textSecondary">{t('applications.match.noCv')}</Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={t('applications.match.cv')}
            value={cvId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 240, mb: 2 }}
          >
            {(cvs.data ?? []).map((cv) => (
              <MenuItem key={cv.id} value={cv.id}>
                {cv.name}
              </MenuItem>
            ))}
          </TextField>
          {report.isPending ? (
            <LoadingSkeleton
              variant="rectangular"
              height={120}
              label={t('applications.match.loading')}
            />
          ) : report.isError ? (
            <Alert severity="error">
              {isApiError(report.error) ? report.error.message : t('errors.generic.detail')}
            </Alert>
          ) : (
            <MatchResult
              terms={report.data.terms}
              score={report.data.score}
              languages={{ posting: report.data.postingLang, cv: report.data.cvLang }}
              cvId={report.data.cvId}
              applicationId={application.id}
            />
          )}
        </>
      )}
    </PanelSection>
  );
}

/** The terms the CV lacks first: they are what to act on. */
const TERM_LISTS = [
  { name: 'missing', covered: false, empty: 'applications.match.noneMissing' },
  { name: 'covered', covered: true, empty: 'applications.match.noneCovered' },
] as const;

function MatchResult({
  terms,
  score,
  languages,
  cvId,
  applicationId,
}: {
  terms: MatchTerm[];
  score: { value: number; covered: number; total: number; withHidden: number };
  languages: { posting: string; cv: string };
  cvId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const language = (code: string) => t(`applications.match.langNames.${code}`);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="match-score">
          {t('applications.match.score', { value: score.value })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={score.value}
          aria-label={t('applications.match.scoreLabel')}
          sx={{ height: 8, borderRadius: 4, my: 1 }}
        />
        <Typography variant="body2" color="textSecondary">
          {t('applications.match.formula', { covered: score.covered, total: score.total })}
        </Typography>
        {score.withHidden > score.value && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('applications.match.withHidden', { value: score.withHidden })}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {t('applications.match.languages', {
            posting: language(languages.posting),
            cv: language(languages.cv),
          })}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {TERM_LISTS.map((list) => (
          <TermList
            key={list.name}
            title={t(`applications.match.${list.name}`)}
            empty={t(list.empty)}
            terms={terms.filter((term) => term.covered === list.covered)}
            cvId={cvId}
            applicationId={applicationId}
            testId={`match-${list.name}`}
          />
        ))}
      </Box>
    </Box>
  );
}

function TermList({
  title,
  empty,
  terms,
  cvId,
  applicationId,
  testId,
}: {
  title: string;
  empty: string;
  terms: MatchTerm[];
  cvId: string;
  applicationId: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title} ({terms.length})
      </Typography>
      {terms.length === 0 ? (
        <Typography color="textSecondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {terms.map((term) => (
            <Box component="li" key={`${term.term}-${term.canonical}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                {term.covered ? (
                  <CheckCircleOutlinedIcon color="success" fontSize="small" aria-hidden />
                ) : (
                  <HighlightOffIcon color="error" fontSize="small" aria-hidden />
                )}
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {term.term}
                </Typography>
                {term.canonical && (
                  <Typography component="span" color="textSecondary">
                    ({term.canonical})
                  </Typography>
                )}
                {term.known && <Chip size="small" label={t('applications.match.known')} />}
                <Typography component="span" variant="body2" color="textSecondary">
                  {t('applications.match.mentions', { count: term.count })}
                </Typography>
              </Box>
              {term.places.length > 0 && (
                <Typography variant="body2" color="textSecondary" sx={{ pl: 3.5 }}>
                  {t('applications.match.where', {
                    places: term.places.map((place) => placeName(place, t)).join(', '),
                  })}
                </Typography>
              )}
              {term.hidden.map((place) => (
                <IncludeHidden
                  key={place.entryId ?? place.section}
                  place={place}
                  cvId={cvId}
                  applicationId={applicationId}
                />
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function placeName(place: MatchPlace, t: (key: string) => string): string {
  return place.section === 'general' ? t('applications.match.general') : place.label;
}

/** A hidden entry that names a missing term, and the one click that puts it into the CV. */
function IncludeHidden({
  place,
  cvId,
  applicationId,
}: {
  place: MatchPlace;
  cvId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cv = useCvDocument(cvId);
  const save = useSaveCvDocument(cvId);
  const include = () => {
    const settings = cv.data?.settings;
    if (!settings) return;
    save.mutate(
      {
        settings: {
          excludedEntries: settings.excludedEntries.filter((id) => id !== place.entryId),
          hiddenSections: settings.hiddenSections.filter((key) => key !== place.section),
        },
      },
      {
        onSuccess: () => {
          notify.success(t('applications.match.included', { label: place.label }));
          void queryClient.invalidateQueries({
            queryKey: applicationKeys.match(applicationId, cvId),
          });
          void queryClient.invalidateQueries({
            queryKey: ['applications', 'match', applicationId],
          });
        },
        onError: (error) => handleApiError(error),
      },
    );
  };
  return (
    <Box sx={{ pl: 3.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">
        {t('applications.match.hiddenHas', { label: place.label })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={include}
        loading={save.isPending}
        disabled={!cv.data}
      >
        {t('applications.match.include', { label: place.label })}
      </Button>
    </Box>
  );
}
