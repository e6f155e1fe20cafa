import type { Rule } from 'antd/es/form';

/** Account field rules, the same as the server's (issue 4): checked before anything is sent. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_\p{Script=Han}]+$/u;

export const usernameRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入用户名' },
  { min: 3, max: 20, message: '用户名为 3–20 个字符' },
  { pattern: USERNAME_PATTERN, message: '用户名只能包含字母、数字、汉字和下划线' },
];

export const passwordRules: Rule[] = [
  { required: true, message: '请输入密码' },
  { min: 8, max: 64, message: '密码为 8–64 位' },
];

export const emailRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入邮箱' },
  { type: 'email', message: '邮箱格式不正确' },
  { max: 254, message: '邮箱最多 254 个字符' },
];

/** The confirmation field must repeat the field `name`. */
export const confirmRules = (name: string): Rule[] => [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: (_rule, value) => (!value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
  }),
];

export const codeRules: Rule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '验证码是 6 位数字' },
];
