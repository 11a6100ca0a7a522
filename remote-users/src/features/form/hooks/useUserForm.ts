import { useCallback, useMemo, useState } from 'react';
import type { UserFormErrors, UserFormField, UserFormValues } from '../validation';

/**
 * Form values and per-field errors; editing a field clears that field's error.
 * `dirty`: the values differ from those the form opened with.
 */
export function useUserForm(initial: UserFormValues) {
  const [values, setValues] = useState(initial);
  const [initialJson] = useState(() => JSON.stringify(initial));
  const dirty = useMemo(() => JSON.stringify(values) !== initialJson, [values, initialJson]);
  const [errors, setErrors] = useState<UserFormErrors>({});

  const setField = useCallback(<K extends UserFormField>(field: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { values, setValues, errors, setErrors, setField, dirty };
}
