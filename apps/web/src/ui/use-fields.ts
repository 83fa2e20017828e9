import { useCallback, useState, type ChangeEvent } from 'react';

/** Controlled text fields of a form: their values and one change handler per field name. */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const bind = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    [values],
  );
  return { values, bind };
}
