/** The values of a settings form, all held as the text the user typed or chose (nothing typed is lost). */
export type FormValues<K extends string> = Readonly<Record<K, string>>;
export type FieldErrors<K extends string> = Readonly<Partial<Record<K, string>>>;

/** What every settings form view shows (the design system's form props, less the callbacks). */
export interface FormViewData<K extends string> {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  /** False while loading and for those who may only read (e.g. a non-admin on the account settings). */
  editable: boolean;
  values: FormValues<K>;
  /** Rule errors of the fields touched (all of them after a submit), and the server's, by field. */
  errors: FieldErrors<K>;
  dirty: boolean;
  saving: boolean;
  /** A failure the server did not pin on a field. */
  saveError: string | null;
  /** Said after a successful submit (e.g. "Profile saved."). */
  notice: string | null;
  /** The field a file upload is filling in (e.g. the logo), while it runs. */
  filling: K | null;
}

/** A form view with its callbacks, as the hooks hand it to the views. */
export interface FormView<K extends string> extends FormViewData<K> {
  onChange(field: K, value: string): void;
  onSubmit(): void;
  onRetry(): void;
}
