import { useState } from 'react';
import { ProfileUpdateForm } from '../../components/ProfileUpdateForm';
import { favouritesVisibilityRequested, mediaUploadRequested, profileUpdateRequested, useAppDispatch, useAppSelector } from '../../store';
import { resultOf, useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * /profile/update: avatar (built-in or uploaded), email, password (with the current one). A new password logs out everywhere.
 * 隐私: 在会员主页公开我的收藏 (default off), saved at once.
 */
export default function ProfileUpdate() {
  useDocumentTitle('修改资料');
  const dispatch = useAppDispatch();
  const info = useAppSelector((s) => s.user.info);
  const visibilitySaving = useAppSelector((s) => s.community.favouritesVisibilitySaving);
  const form = useFormState('profileUpdate');
  const [uploading, setUploading] = useState(false);
  const [avatarResult, setAvatarResult] = useState<{ type: 'success' | 'error'; msg: string } | null>(null);
  const uploadAvatar = (file: File) => {
    setUploading(true);
    setAvatarResult(null);
    dispatch(mediaUploadRequested({
      file,
      purpose: 'avatar',
      onDone: () => {
        setUploading(false);
        setAvatarResult({ type: 'success', msg: '头像已更新' });
      },
      onError: (msg) => {
        setUploading(false);
        setAvatarResult({ type: 'error', msg: `头像上传失败：${msg}` });
      },
    }));
  };
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
      onUploadAvatar={uploadAvatar}
      avatarUploading={uploading}
      avatarResult={avatarResult}
      favouritesPublic={info.favourites_public ?? false}
      favouritesPublicSaving={visibilitySaving}
      onFavouritesPublicChange={(value) => dispatch(favouritesVisibilityRequested({ public: value }))}
    />
  );
}
