import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** The language of the label, when it is not the UI's (a language's own name). */
  lang?: string;
}

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Below the choices, e.g. how the last fit went. */
  helperText?: ReactNode;
  /** One choice a line, for longer labels. */
  column?: boolean;
}

/** A few choices as radio buttons in a fieldset: arrow keys move, the legend names them. */
export function ChoiceGroup<V extends string>({
  label,
  value,
  choices,
  onChange,
  helperText,
  column = false,
}: ChoiceGroupProps<V>) {
  const name = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" aria-describedby={helperText ? helperId : undefined}>
      <FormLabel component="legend" sx={{ typography: 'body2', fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row={!column}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        sx={{ columnGap: 1 }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            lang={choice.lang}
            control={<Radio size="small" />}
            label={choice.label}
            sx={{ mr: 1 }}
          />
        ))}
      </RadioGroup>
      {helperText && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** The choice that stands for the design's own (null in the settings). */
const AS_DESIGNED = 'design';

interface DesignOrChoiceGroupProps<V extends string> {
  label: string;
  values: readonly V[];
  /** null: the design's own. */
  value: V | null;
  /** The label of a value, and of the design's own (`design`). */
  labelOf: (choice: V | typeof AS_DESIGNED) => string;
  onChange: (value: V | null) => void;
  column?: boolean;
}

/** The design's own or one of `values`: a setting that is null until the owner chooses. */
export function DesignOrChoiceGroup<V extends string>({
  values,
  value,
  labelOf,
  onChange,
  ...group
}: DesignOrChoiceGroupProps<V>) {
  const choices = [AS_DESIGNED, ...values] as const;
  return (
    <ChoiceGroup<V | typeof AS_DESIGNED>
      {...group}
      value={value ?? AS_DESIGNED}
      choices={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
      onChange={(choice) => onChange(choice === AS_DESIGNED ? null : (choice as V))}
    />
  );
}
