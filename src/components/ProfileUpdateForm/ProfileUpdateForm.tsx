import { Alert, Button, Card, Flex, Form, Input, Radio, Switch } from 'antd';
import { useRef, useState } from 'react';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { emailRules, passwordRules } from '../RegisterForm/rules';
import { BUILTIN_AVATARS, UPLOADED_AVATAR, UserAvatar } from '../UserAvatar';
import type { ProfileUpdateBody } from '../../api/account';

/** What PUT /auth/v1/user/info receives: only the changed fields (contract/account.ts). */
export type ProfileUpdateValues = ProfileUpdateBody;

export interface ProfileUpdateFormProps {
  username: string;
  email: string;
  avatar: string;
  submitting?: boolean;
  /** The server's msg after the last save. */
  result?: { type: 'success' | 'error'; msg: string } | null;
  onSubmit: (values: ProfileUpdateValues) => void;
  /** upload a picture as the avatar (issue 33); without it there is no upload button */
  onUploadAvatar?: (file: File) => void;
  avatarUploading?: boolean;
  /** the answer of the last avatar upload */
  avatarResult?: { type: 'success' | 'error'; msg: string } | null;
  /** 在会员主页公开我的收藏 (issue 33; default off). Saved at once, apart from 保存修改; without the handler there is no switch. */
  favouritesPublic?: boolean;
  favouritesPublicSaving?: boolean;
  onFavouritesPublicChange?: (value: boolean) => void;
}

interface Fields {
  avatar: string;
  email: string;
  password?: string;
  confirm?: string;
  old_password?: string;
}

export const MSG_NOTHING_CHANGED = '没有需要保存的修改';

/** Edit the avatar, the email and the password. A new email or password needs the current password. */
export function ProfileUpdateForm({
  username, email, avatar, submitting, result, onSubmit, onUploadAvatar, avatarUploading, avatarResult, favouritesPublic = false, favouritesPublicSaving, onFavouritesPublicChange,
}: ProfileUpdateFormProps) {
  const [form] = Form.useForm<Fields>();
  const picker = useRef<HTMLInputElement>(null);
  const uploaded = UPLOADED_AVATAR.test(avatar);
  const [unchanged, setUnchanged] = useState(false);
  const newEmail = Form.useWatch('email', form);
  const newPassword = Form.useWatch('password', form);
  const needsOld = (!!newEmail && newEmail.trim() !== email) || !!newPassword;

  const finish = (v: Fields) => {
    const body: ProfileUpdateValues = {};
    if (v.avatar !== avatar) body.avatar = v.avatar as ProfileUpdateBody['avatar'];
    if (v.email.trim() !== email) body.email = v.email.trim();
    if (v.password) body.password = v.password;
    if (body.email || body.password) body.old_password = v.old_password;
    if (Object.keys(body).length === 0) return setUnchanged(true);
    setUnchanged(false);
    onSubmit(body);
  };

  return (
    <Card title={<h1 style={{ margin: 0, ...typeScale.h4 }}>修改资料</h1>}>
      <Form<Fields>
          noValidate
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={submitting}
        initialValues={{ avatar, email }}
        onFinish={finish}
        style={{ maxWidth: 560 }}
      >
        <Form.Item label="头像" name="avatar">
          <Radio.Group aria-label="选择头像">
            <Flex wrap gap={spacing.xs}>
              {uploaded ? (
                <Radio value={avatar} aria-label="上传的头像">
                  <UserAvatar username={username} avatar={avatar} />
                </Radio>
              ) : null}
              <Radio value="" aria-label="默认头像">
                <UserAvatar username={username} />
              </Radio>
              {BUILTIN_AVATARS.map((a) => (
                <Radio key={a.id} value={a.id} aria-label={`头像：${a.name}`}>
                  <UserAvatar username={username} avatar={a.id} />
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {onUploadAvatar ? (
          <Form.Item extra="支持 JPEG、PNG、WebP 图片，不超过 5 MB；会裁成正方形，并去除照片里的位置等信息。上传后立即生效。">
            <Button loading={avatarUploading} onClick={() => picker.current?.click()}>上传头像</Button>
            <input
              ref={picker}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-label="选择头像图片"
              data-testid="avatar-file-input"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) onUploadAvatar(f);
              }}
            />
            {avatarResult ? (
              <Alert
                type={avatarResult.type}
                showIcon
                message={avatarResult.msg}
                role={avatarResult.type === 'error' ? 'alert' : 'status'}
                style={{ marginTop: spacing.xs }}
              />
            ) : null}
          </Form.Item>
        ) : null}
        <Form.Item label="邮箱" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <h2 style={{ ...typeScale.body, fontWeight: fontWeights.strong, margin: `${spacing.md}px 0 ${spacing.xs}px` }}>修改密码</h2>
        <p style={{ margin: `0 0 ${spacing.sm}px`, color: alias.mutedText, ...typeScale.caption }}>
          不修改请留空。修改密码后，本设备保持登录，其他设备上的登录都会退出；修改邮箱也需要输入当前密码。
        </p>
        {/* all three from the start (issue 30: the reviewer saw only 新密码 and no confirmation) */}
        <Form.Item
          label="当前密码"
          name="old_password"
          dependencies={['email', 'password']}
          rules={[{ required: needsOld, message: '修改邮箱或密码需要输入当前密码' }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={passwordRules.slice(1)}>
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const pw = getFieldValue('password') as string | undefined;
                if (!pw && !value) return Promise.resolve();
                if (!value) return Promise.reject(new Error('请再次输入新密码'));
                return value === pw ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        {unchanged ? <Alert type="info" showIcon message={MSG_NOTHING_CHANGED} style={{ marginBottom: spacing.md }} /> : null}
        {result ? <Alert type={result.type} showIcon message={result.msg} role={result.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: spacing.md }} /> : null}
        <Button type="primary" htmlType="submit" loading={submitting}>
          保存修改
        </Button>
      </Form>
      {onFavouritesPublicChange ? (
        <section aria-labelledby="profile-privacy" style={{ maxWidth: 560, marginTop: spacing.lg }}>
          <h2 id="profile-privacy" style={{ ...typeScale.body, fontWeight: fontWeights.strong, margin: `0 0 ${spacing.xs}px` }}>隐私</h2>
          <Flex align="center" gap={spacing.sm}>
            <Switch
              id="favourites-public"
              checked={favouritesPublic}
              loading={favouritesPublicSaving}
              onChange={(value) => onFavouritesPublicChange(value)}
            />
            <label htmlFor="favourites-public">在会员主页公开我的收藏</label>
          </Flex>
          <p style={{ margin: `${spacing.xs}px 0 0`, color: alias.mutedText, ...typeScale.caption }}>
            {favouritesPublic
              ? '已公开：其他人可在你的会员主页的“收藏”一栏看到你收藏的帖子和资源。切换后立即生效。'
              : '未公开（默认）：只有你自己能看到你的收藏，会员主页上没有“收藏”一栏。切换后立即生效。'}
          </p>
        </section>
      ) : null}
    </Card>
  );
}
