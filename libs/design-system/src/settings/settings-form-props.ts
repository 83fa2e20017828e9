// The props every settings form view takes: the shape of libs/settings' FormView (plain data and callbacks).

export interface SettingsFormProps<K extends string> {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  /** False: shown read-only (loading, or no permission to change it). */
  editable: boolean;
  values: Readonly<Record<K, string>>;
  errors: Readonly<Partial<Record<K, string>>>;
  dirty: boolean;
  saving: boolean;
  /** A failure the server did not pin on a field. */
  saveError: string | null;
  /** Said after a successful submit. */
  notice: string | null;
  /** The field a file upload is filling in, while it runs. */
  filling?: K | null;
  onChange(field: K, value: string): void;
  onSubmit(): void;
  onRetry(): void;
}
