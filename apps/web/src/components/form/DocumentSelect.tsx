import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A document the user can pick: one of their CVs or letters. */
export interface PickableDocument {
  id: string;
  name: string;
}

/**
 * The options of a "which CV / letter" select: an empty choice first (the
 * value '', named `noneLabel`), then one per document by its name. A list
 * still loading offers only the empty choice.
 */
export function documentOptions(
  documents: readonly PickableDocument[] | undefined,
  noneLabel: string,
) {
  return [
    <MenuItem key="" value="">
      {noneLabel}
    </MenuItem>,
    ...(documents ?? []).map((document) => (
      <MenuItem key={document.id} value={document.id}>
        {document.name}
      </MenuItem>
    )),
  ];
}

type DocumentSelectProps = Omit<TextFieldProps, 'select' | 'children'> & {
  documents: readonly PickableDocument[] | undefined;
  noneLabel: string;
};

/** A select of none or one of the user's documents; its value is the document's id or ''. */
export function DocumentSelect({ documents, noneLabel, ...props }: DocumentSelectProps) {
  return (
    <TextField select {...props}>
      {documentOptions(documents, noneLabel)}
    </TextField>
  );
}
