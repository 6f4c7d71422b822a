import { Alert, Box, Center, Loader } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PublicPageFrame } from '../../lib/public-page-frame.tsx';
import { LoginForm } from './login-form.tsx';
import { loginNotices } from './login-notices.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

// Both appear only after a first answer of the server: their code stays out of the first screen.
const SecondFactorStep = lazy(() =>
  import('./second-factor-step.tsx').then((module) => ({ default: module.SecondFactorStep })),
);
const ChangePasswordDialog = lazy(() =>
  import('./change-password/change-password-dialog.tsx').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

const loginRoute = getRouteApi('/login');

const renewedNotice = 'Password modificata correttamente: accedi con la nuova password.';

/**
 * What the form asks for: a page of the portal opened without a session (a link, a bookmark, a session
 * ended) sent the user here, and is told so; the portal's address itself leads to the dashboard.
 */
const signInPrompt = (redirect: string | undefined) =>
  redirect && redirect !== '/dashboard'
    ? 'Per aprire la pagina richiesta, accedi con il tuo nome utente e la tua password.'
    : 'Accedi con il tuo nome utente e la tua password.';

/** Sign-in: username and password, then the second factor when the account has it. */
export function LoginPage() {
  const { redirect, notice: noticeKey } = loginRoute.useSearch();
  const completeSignIn = useCompleteSignIn(redirect);
  const [twoFactorCode, setTwoFactorCode] = useState<string | null>(null);
  const [renewCode, setRenewCode] = useState<string | null>(null);
  const [renewed, setRenewed] = useState(false);
  const notice = renewed ? renewedNotice : noticeKey && loginNotices[noticeKey];

  return (
    <PublicPageFrame
      title="Portale Clienti"
      withBrand={false}
      width={420}
      description={twoFactorCode ? 'Ancora un passaggio per confermare che sei tu.' : signInPrompt(redirect)}
    >
      {notice && !twoFactorCode && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} mb="md" role="status">
          {notice}
        </Alert>
      )}
      <Box hidden={twoFactorCode !== null}>
        <LoginForm
          onSignedIn={completeSignIn}
          onSecondFactorNeeded={setTwoFactorCode}
          onPasswordExpired={(code) => {
            setRenewed(false);
            setRenewCode(code);
          }}
        />
      </Box>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Caricamento in corso" />
          </Center>
        }
      >
        {twoFactorCode && (
          <SecondFactorStep
            twoFactorCode={twoFactorCode}
            onSignedIn={completeSignIn}
            onRestart={() => setTwoFactorCode(null)}
          />
        )}
        {renewCode && (
          <ChangePasswordDialog
            renewCode={renewCode}
            onChanged={() => setRenewed(true)}
            onClosed={() => setRenewCode(null)}
          />
        )}
      </Suspense>
    </PublicPageFrame>
  );
}
