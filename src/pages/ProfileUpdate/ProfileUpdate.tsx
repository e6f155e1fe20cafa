import { ProfileUpdateForm } from '../../components/ProfileUpdateForm';
import { profileUpdateRequested, useAppDispatch, useAppSelector } from '../../store';
import { resultOf, useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/update: avatar, email, password (with the current one). A new password logs out everywhere. */
export default function ProfileUpdate() {
  useDocumentTitle('修改资料');
  const dispatch = useAppDispatch();
  const info = useAppSelector((s) => s.user.info);
  const form = useFormState('profileUpdate');
  return (
    <ProfileUpdateForm
      // a saved change re-mounts the form with the stored values
      key={`${info.email}|${info.avatar ?? ''}`}
      username={info.username}
      email={info.email}
      avatar={info.avatar ?? ''}
      submitting={form.status === 'pending'}
      result={resultOf(form)}
      onSubmit={(body) => dispatch(profileUpdateRequested(body))}
    />
  );
}
