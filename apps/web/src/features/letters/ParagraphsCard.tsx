import { LETTER_LIMITS, type LetterParagraph } from '@cv/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { ListSkeleton } from '../../components/ContentSkeletons';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { QueryContent } from '../../components/feedback/QueryContent';
import { useItemConfirmation } from '../../components/feedback/useItemConfirmation';
import { SectionCard } from '../../components/SectionCard';
import { useCreateParagraph, useDeleteParagraph, useParagraphs } from './letters.queries';

/** The owner's reusable paragraphs: insert one into the letter, keep a new one, delete one. */
export function ParagraphsCard({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  const paragraphs = useParagraphs();
  const create = useCreateParagraph();
  const remove = useDeleteParagraph();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const deletion = useItemConfirmation<LetterParagraph>(remove, {
    onSuccess: () => notify.success(t('letters.studio.paragraphDeleted')),
  });

  const add = () =>
    create.mutate(
      { title, body },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          notify.success(t('letters.studio.paragraphSaved'));
        },
        onError: (error) => handleApiError(error, { title: t('letters.studio.addParagraph') }),
      },
    );

  return (
    <SectionCard title={t('letters.studio.paragraphs')}>
      <Stack spacing={2}>
        <QueryContent
          query={paragraphs}
          loading={<ListSkeleton items={2} avatar={false} />}
          errorTitle={t('letters.studio.paragraphsLoadError')}
          empty={
            <Typography variant="body2" color="textSecondary">
              {t('letters.studio.paragraphsEmpty')}
            </Typography>
          }
        >
          {(list) => (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {list.map((p) => (
                <Box
                  component="li"
                  key={p.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
                >
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => onInsert(p.body)}
                    sx={{ textTransform: 'none', minWidth: 0 }}
                  >
                    {t('letters.studio.insertParagraph', { title: p.title })}
                  </Button>
                  <IconButton
                    aria-label={t('letters.studio.paragraphDelete', { title: p.title })}
                    onClick={() => deletion.ask(p)}
                    size="small"
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
        </QueryContent>
        <TextField
          label={t('letters.studio.paragraphTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LETTER_LIMITS.paragraphTitleMax } }}
        />
        <TextField
          label={t('letters.studio.paragraphBody')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: LETTER_LIMITS.paragraphBodyMax } }}
        />
        <Box>
          <Button
            onClick={add}
            disabled={!title.trim() || !body.trim() || create.isPending}
            startIcon={<AddIcon />}
          >
            {t('letters.studio.addParagraph')}
          </Button>
        </Box>
      </Stack>
      <ItemConfirmDialog
        {...deletion.dialog}
        title={t('letters.studio.paragraphDelete', { title: deletion.item?.title ?? '' })}
        text={t('letters.studio.paragraphDeleteText')}
        confirmLabel={t('actions.delete')}
        destructive
      />
    </SectionCard>
  );
}
