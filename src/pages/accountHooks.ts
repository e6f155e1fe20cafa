import { useEffect } from 'react';
import { accountActions, useAppDispatch, useAppSelector, type FormKey, type FormState } from '../store';

/** A form's round trip from the account slice; cleared when the page opens and when it closes. */
export function useFormState(key: FormKey): FormState {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.account.forms[key]);
  useEffect(() => {
    dispatch(accountActions.formReset(key));
    return () => {
      dispatch(accountActions.formReset(key));
    };
  }, [dispatch, key]);
  return state;
}

/** The success/error alert of a finished form, or null while idle or pending. */
export function resultOf(form: FormState): { type: 'success' | 'error'; msg: string } | null {
  if (form.status === 'done') return { type: 'success', msg: form.msg };
  if (form.status === 'error') return { type: 'error', msg: form.msg };
  return null;
}
