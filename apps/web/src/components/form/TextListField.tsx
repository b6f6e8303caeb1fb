import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { LIMITS } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TooltipIconButton } from '../TooltipIconButton';
import { useController, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from './FormTextField';

interface TextListFieldProps<T extends FieldValues> {
  /** A string[] field of the surrounding form. */
  name: FieldPath<T>;
  /**
   * The i18n group naming the items: `item`, `add`, `remove`, `moveUp` and
   * `moveDown`, each with `{{index}}` (1-based) where it names one item.
   */
  messages: string;
  max?: number;
  itemMaxLength?: number;
  /** By default the field's label, `fields.<name>`. */
  label?: string;
  /** Ids of further descriptions of the list, read after its hint. */
  describedBy?: string;
  /** The language of the items, when it differs from the page's (spelling, hyphenation). */
  lang?: string;
  sx?: SxProps<Theme>;
}

/** The list with `count` items at `index` replaced by `inserted` (a copy, like toSpliced). */
function spliced<V>(list: readonly V[], index: number, count: number, ...inserted: V[]): V[] {
  return [...list.slice(0, index), ...inserted, ...list.slice(index + count)];
}

let lastKey = 0;
/** Stable keys, so that a moved or removed item keeps (or loses) its own input. */
function nextKey(): string {
  lastKey += 1;
  return `item-${lastKey}`;
}

/**
 * A list of short texts (bullet points, keywords): add, edit, remove and
 * reorder, all from the keyboard too. Enter in an item starts the next one,
 * Backspace in an empty one removes it; blank items are dropped on save.
 */
export function TextListField<T extends FieldValues>({
  name,
  messages,
  max = LIMITS.listItemsMax,
  itemMaxLength = LIMITS.shortTextMax,
  label,
  describedBy,
  lang,
  sx,
}: TextListFieldProps<T>) {
  const { t } = useTranslation();
  // Bound to the surrounding form (FormProvider).
  const { field, fieldState } = useController<T>({ name });
  const items = (field.value as string[] | null | undefined) ?? [];
  const [keys, setKeys] = useState(() => items.map(nextKey));
  // A reset form brings other items: they get keys of their own.
  if (keys.length !== items.length) setKeys(items.map(nextKey));
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const hintId = `${baseId}-hint`;
  const addButtonId = `${baseId}-add`;
  const inputId = (key: string) => `${baseId}-${key}`;
  const buttonId = (key: string, action: 'up' | 'down') => `${baseId}-${key}-${action}`;
  /** Where the keyboard goes once the list is rendered anew, and a fallback. */
  const focusNext = useRef<{ id: string; fallback?: string; caret?: 'end' } | null>(null);
  const full = items.length >= max;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const usable = (id?: string) => {
      const element = id ? document.getElementById(id) : null;
      return element && !element.hasAttribute('disabled') ? element : null;
    };
    const element = usable(target.id) ?? usable(target.fallback);
    element?.focus();
    if (target.caret === 'end' && element instanceof HTMLInputElement) {
      element.setSelectionRange(element.value.length, element.value.length);
    }
  });

  const update = (nextItems: string[], nextKeys: string[]) => {
    setKeys(nextKeys);
    field.onChange(nextItems);
  };

  const insertAfter = (index: number) => {
    if (full) return;
    const key = nextKey();
    update(spliced(items, index + 1, 0, ''), spliced(keys, index + 1, 0, key));
    focusNext.current = { id: inputId(key) };
  };

  const remove = (index: number, caret?: 'end') => {
    const previous = keys[index - 1];
    const following = keys[index + 1];
    update(spliced(items, index, 1), spliced(keys, index, 1));
    const neighbour = previous ?? following;
    focusNext.current = neighbour ? { id: inputId(neighbour), caret } : { id: addButtonId };
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const key = keys[index];
    if (key === undefined || to < 0 || to >= items.length) return;
    const swap = <V,>(list: V[]) => {
      const next = [...list];
      [next[index], next[to]] = [next[to] as V, next[index] as V];
      return next;
    };
    update(swap(items), swap(keys));
    // At the top or bottom, the other arrow takes over.
    focusNext.current = {
      id: buttonId(key, direction),
      fallback: buttonId(key, direction === 'up' ? 'down' : 'up'),
    };
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter would submit the whole form; here it means "next item".
      event.preventDefault();
      insertAfter(index);
    } else if (event.key === 'Backspace' && items[index] === '') {
      event.preventDefault();
      remove(index, 'end');
    }
  };

  const error = fieldState.error as
    (FieldError & Partial<Record<number, FieldError | undefined>>) | undefined;

  return (
    <Box
      component="fieldset"
      aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
      sx={[{ border: 0, p: 0, m: 0, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={legendId} component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label ?? t(fieldLabelKey(name))}
      </Typography>
      {items.length > 0 && (
        <Box
          component="ol"
          aria-labelledby={legendId}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'grid', gap: 1 }}
        >
          {items.map((item, index) => {
            const key = keys[index] ?? String(index);
            const itemLabel = t(`${messages}.item`, { index: index + 1 });
            const itemError = error?.[index]?.message;
            return (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25 }}
              >
                <TextField
                  id={inputId(key)}
                  size="small"
                  fullWidth
                  value={item}
                  placeholder={itemLabel}
                  onChange={(event) => update(spliced(items, index, 1, event.target.value), keys)}
                  onBlur={field.onBlur}
                  onKeyDown={(event) => handleKeyDown(event, index)}
                  error={Boolean(itemError)}
                  helperText={itemError}
                  slotProps={{
                    htmlInput: { 'aria-label': itemLabel, maxLength: itemMaxLength, lang },
                  }}
                />
                <TooltipIconButton
                  id={buttonId(key, 'up')}
                  label={t(`${messages}.moveUp`, { index: index + 1 })}
                  icon={<ArrowUpwardIcon fontSize="small" />}
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                />
                <TooltipIconButton
                  id={buttonId(key, 'down')}
                  label={t(`${messages}.moveDown`, { index: index + 1 })}
                  icon={<ArrowDownwardIcon fontSize="small" />}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 'down')}
                />
                <TooltipIconButton
                  label={t(`${messages}.remove`, { index: index + 1 })}
                  icon={<CloseIcon fontSize="small" />}
                  onClick={() => remove(index)}
                />
              </Box>
            );
          })}
        </Box>
      )}
      {error?.message && <FormHelperText error>{error.message}</FormHelperText>}
      <Button
        id={addButtonId}
        size="small"
        startIcon={<AddIcon />}
        onClick={() => insertAfter(items.length - 1)}
        disabled={full}
      >
        {t(`${messages}.add`)}
      </Button>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {full ? t('profile.textList.full', { max }) : t('profile.textList.hint')}
      </FormHelperText>
    </Box>
  );
}
