import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPLICATION_STAGES, type ApplicationStage, type ApplicationSummary } from '@cv/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates';
import { useLocale } from '../../app/useLocale';
import { selectOptions } from '../../components/form/selectOptions';
import { ApplicationLink } from './ApplicationLink';
import { stageOptions } from './stageOptions';

type Column = 'role' | 'company' | 'stage' | 'appliedOn' | 'followUpOn' | 'updatedAt';
const COLUMNS: readonly Column[] = [
  'role',
  'company',
  'stage',
  'appliedOn',
  'followUpOn',
  'updatedAt',
];

/** The table's order of a column's values: stages in the search's order, empty dates last. */
function sortValue(application: ApplicationSummary, column: Column): string | number {
  if (column === 'stage') return APPLICATION_STAGES.indexOf(application.stage);
  const value = application[column];
  return value === null ? '\uffff' : value.toLocaleLowerCase();
}

/** Every application in a table: sorted by any column, filtered by text and stage. */
export function ApplicationTable({
  applications,
}: {
  applications: readonly ApplicationSummary[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [sort, setSort] = useState<{ column: Column; direction: 'asc' | 'desc' }>({
    column: 'updatedAt',
    direction: 'desc',
  });
  const [filter, setFilter] = useState('');
  const [stage, setStage] = useState<ApplicationStage | ''>('');

  const rows = useMemo(() => {
    const words = filter.trim().toLocaleLowerCase();
    const shown = applications.filter(
      (a) =>
        (!stage || a.stage === stage) &&
        (!words ||
          [a.company, a.role, a.location ?? ''].some((text) =>
            text.toLocaleLowerCase().includes(words),
          )),
    );
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...shown].sort((a, b) => {
      const x = sortValue(a, sort.column);
      const y = sortValue(b, sort.column);
      return (x < y ? -1 : x > y ? 1 : 0) * sign;
    });
  }, [applications, filter, stage, sort]);

  const label = (column: Column) =>
    column === 'updatedAt' ? t('applications.table.updated') : t(`applications.fields.${column}`);
  const cell = (application: ApplicationSummary, column: Column) => {
    switch (column) {
      case 'role':
        return <ApplicationLink application={application} />;
      case 'stage':
        return t(`applications.stages.${application.stage}`);
      case 'company':
        return application.company;
      default: {
        const value = application[column];
        return value ? formatDate(value, locale) : '–';
      }
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={t('applications.table.filter')}
          placeholder={t('applications.table.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          size="small"
          type="search"
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
        />
        <TextField
          select
          label={t('applications.table.stageFilter')}
          value={stage}
          onChange={(event) => setStage(event.target.value as ApplicationStage | '')}
          size="small"
          sx={{ minWidth: 180 }}
        >
          {selectOptions(stageOptions(t), t('applications.table.allStages'))}
        </TextField>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('applications.table.label')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  sortDirection={sort.column === column ? sort.direction : false}
                >
                  <TableSortLabel
                    active={sort.column === column}
                    direction={sort.column === column ? sort.direction : 'asc'}
                    onClick={() =>
                      setSort((current) => ({
                        column,
                        direction:
                          current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
                      }))
                    }
                  >
                    {label(column)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((application) => (
              <TableRow key={application.id}>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{cell(application, column)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && (
        <Typography sx={{ mt: 2 }} color="textSecondary">
          {t('applications.table.noMatch')}
        </Typography>
      )}
    </Box>
  );
}
