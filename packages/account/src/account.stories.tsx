import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoggedInPanel } from './logged-in-panel';
import { LoginCodeForm } from './login-code-form';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { ResetPasswordForm } from './reset-password-form';
import type { FormState } from './state';

/** The stories' action answers what it was given: a refusal or a success, as the shop's server action would. */
const answer =
  <F extends string>(state: FormState<F>) =>
  async (): Promise<FormState<F>> =>
    state;
const tabs = { email: '?tab=email', number: '?tab=number' };

const meta = {
  title: 'Account/Login and registration',
  component: LoginForm,
  args: { method: 'email', action: answer({ values: {}, errors: {} }), forgotHref: '?view=forgot' },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Base configuration: e-mail and password only. */
export const EmailAndPassword: Story = {};
/** shop-ch: two tabs; the e-mail tab chosen. */
export const TwoTabs: Story = { args: { tabs } };
/** In the header's modal: tabs that switch in place (no page load). */
export const TabsInPlace: Story = { args: { tabs: 'in-place' } };
/** The customer-number tab. */
export const CustomerNumber: Story = { args: { tabs, method: 'number' } };
/** The spec's field messages after an empty or wrong submission (what was typed stays). */
export const FieldErrors: Story = {
  args: { initialState: { values: { email: 'anna@' }, errors: { email: 'email-invalid', password: 'required' } } },
};
/** Wrong e-mail or password: one answer for both. */
export const InvalidCredentials: Story = {
  args: { initialState: { values: { email: 'anna.schmidt@example.de' }, errors: {}, refused: 'invalid-credentials' } },
};
/** Past the limit of failed attempts. */
export const TooManyAttempts: Story = {
  args: { initialState: { values: { email: 'anna.schmidt@example.de' }, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 840 } },
};
/** The first waits of the throttle are seconds (each further failure doubles them). */
export const TooManyAttemptsSeconds: Story = {
  args: { initialState: { values: { email: 'anna.schmidt@example.de' }, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 4 } },
};

export const Registration: StoryObj<typeof RegistrationForm> = {
  render: (args) => <RegistrationForm {...args} />,
  args: { action: answer({ values: {}, errors: {} }), privacyHref: '#datenschutz' },
};
export const RegistrationRefused: StoryObj<typeof RegistrationForm> = {
  render: (args) => <RegistrationForm {...args} />,
  args: {
    action: answer({ values: {}, errors: {} }),
    privacyHref: '#datenschutz',
    initialState: {
      values: { firstName: 'Jonas', lastName: 'Keller', email: 'anna.schmidt@example', dateOfBirth: '1988-02-29' },
      errors: { email: 'email-invalid', password: 'password-common' },
    },
  },
};

/** A soft login's second way in: the button that mails a code (the next view after it is sent). */
export const LoginCode: StoryObj<typeof LoginCodeForm> = {
  render: (args) => <LoginCodeForm {...args} />,
  args: { action: answer({ values: {}, errors: {}, done: 'a***@example.ch' }), validMinutes: 10 },
};
/** The code was sent: its field, "log in" and "send a new code". */
export const LoginCodeSent: StoryObj<typeof LoginCodeForm> = {
  render: (args) => <LoginCodeForm {...args} />,
  args: { ...LoginCode.args, action: answer({ values: {}, errors: {} }), validMinutes: 10, initialState: { values: {}, errors: {}, done: 'a***@example.ch' } },
};
/** A wrong or expired code: the field stays, the refusal says what to do. */
export const LoginCodeWrong: StoryObj<typeof LoginCodeForm> = {
  render: (args) => <LoginCodeForm {...args} />,
  args: {
    ...LoginCode.args,
    action: answer({ values: {}, errors: {} }),
    validMinutes: 10,
    initialState: { values: { code: '123456' }, errors: {}, refused: 'code-invalid', done: 'a***@example.ch' },
  },
};

/** Sent: the confirmation link went out (the same view when the e-mail has an account already). */
export const RegistrationMailed: StoryObj<typeof RegistrationForm> = {
  render: (args) => <RegistrationForm {...args} />,
  args: { action: answer({ values: {}, errors: {} }), privacyHref: '#datenschutz', initialState: { values: {}, errors: {}, done: 'jonas.keller@example.de' } },
};

export const ForgotPassword: StoryObj<typeof ForgotPasswordForm> = {
  render: (args) => <ForgotPasswordForm {...args} />,
  args: { action: answer({ values: {}, errors: {}, done: 'anna.schmidt@example.de' }), loginHref: '?', validMinutes: 60 },
};
/** The success view: the same whether or not the e-mail has an account. */
export const ForgotPasswordSent: StoryObj<typeof ForgotPasswordForm> = {
  render: (args) => <ForgotPasswordForm {...args} />,
  args: {
    ...ForgotPassword.args,
    action: answer({ values: {}, errors: {} }),
    loginHref: '?',
    validMinutes: 60,
    initialState: { values: {}, errors: {}, done: 'anna.schmidt@example.de' },
  },
};

export const ResetPassword: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: { token: 'x'.repeat(43), action: answer({ values: {}, errors: {}, done: 'anna.schmidt@example.de' }), forgotHref: '?view=forgot', loginHref: '?' },
};
export const ResetPasswordCommon: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: {
    ...ResetPassword.args,
    token: 'x'.repeat(43),
    action: answer({ values: {}, errors: {} }),
    forgotHref: '?view=forgot',
    loginHref: '?',
    initialState: { values: {}, errors: { password: 'password-common' } },
  },
};
/** The spec's "link invalid or expired", with the way to a new link. */
export const ResetLinkInvalid: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: { token: '', action: answer({ values: {}, errors: {} }), forgotHref: '?view=forgot', loginHref: '?', link: 'invalid' },
};
export const ResetDone: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: {
    token: 'x'.repeat(43),
    action: answer({ values: {}, errors: {} }),
    forgotHref: '?view=forgot',
    loginHref: '?',
    initialState: { values: {}, errors: {}, done: 'anna.schmidt@example.de' },
  },
};

export const LoggedIn: StoryObj<typeof LoggedInPanel> = {
  render: (args) => <LoggedInPanel {...args} />,
  args: { firstName: 'Laura', lastName: 'Meier', customerNumber: '20000001', logoutAction: '#', next: '/' },
};
