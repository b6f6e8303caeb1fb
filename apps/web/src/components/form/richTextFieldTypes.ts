/** What the rich-text field's two editors (formatted and Markdown) are handed by the field. */
export interface RichTextEditorProps {
  /** The id of the editable element, which the toolbar controls. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Hands the field's form something to focus (react-hook-form focuses a field with an error). */
  inputRef: (element: { focus: () => void } | null) => void;
  name: string;
  label: string;
  helperText: string;
  invalid: boolean;
  maxLength: number;
  minRows: number;
  maxRows: number;
  /** Ids of further descriptions, read after the helper text. */
  describedBy?: string;
  lang?: string;
  autoFocus?: boolean;
  /** Shown before the formatting buttons: the switch between the two editors. */
  modeSwitch: React.ReactNode;
  onFocusChange?: (focused: boolean) => void;
}
