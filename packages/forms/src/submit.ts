import { type FormEvent, startTransition } from 'react';

/**
 * A form's `onSubmit` for `useActionState` forms: with JavaScript the action runs without React's
 * form reset, so what was typed stays as typed (without JavaScript the form posts as it is). The
 * button that submitted comes along with its name and value, as in a plain post (a form with two
 * submit buttons, e.g. "log in" and "send a new code").
 */
export function submitKeepingValues(action: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent | undefined)?.submitter ?? null;
    let data: FormData;
    try {
      data = new FormData(event.currentTarget, submitter);
    } catch {
      // A browser without FormData's submitter argument: the button's pair is added by hand.
      data = new FormData(event.currentTarget);
      if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value);
    }
    startTransition(() => action(data));
  };
}
