import { type FormEvent, startTransition } from 'react';

/**
 * A form's `onSubmit` for `useActionState` forms: with JavaScript the action runs without React's
 * form reset, so what was typed stays as typed (without JavaScript the form posts as it is).
 */
export function submitKeepingValues(action: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
}
