/** Conform's metadata of one field, as far as a control of the UI kit needs it. */
export interface ControlledField {
  id: string;
  name: string;
  initialValue?: unknown;
  errors?: string[];
}

/** The props a control of the UI kit (Field, Select, RadioGroup, TextArea) takes from Conform's field. */
export const fieldControl = (field: ControlledField) => ({
  id: field.id,
  name: field.name,
  defaultValue: field.initialValue as string | undefined,
  errors: field.errors,
});
