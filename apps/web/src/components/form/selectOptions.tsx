import MenuItem from '@mui/material/MenuItem';

/** One choice of a select: its value, its label and, for a language's name, the language. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

/**
 * The items of a select: an empty choice (the value '', named `emptyLabel`)
 * first when there is one, then one per option.
 */
export function selectOptions(options: readonly SelectOption[], emptyLabel?: string) {
  return [
    ...(emptyLabel === undefined
      ? []
      : [
          <MenuItem key="" value="">
            {emptyLabel}
          </MenuItem>,
        ]),
    ...options.map((option) => (
      <MenuItem key={option.value} value={option.value} lang={option.lang}>
        {option.label}
      </MenuItem>
    )),
  ];
}
