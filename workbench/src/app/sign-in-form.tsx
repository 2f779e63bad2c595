import { Button, Flex, Form, Heading, Note, Paragraph, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import { useRef, useState } from 'react';
import { signInProblems, type SessionAnswer, type SignInErrors, type SignInMode } from '../shared/sign-in.js';
import { ApiError, signIn } from './workbench-api.js';

/**
 * The workbench's sign-in page (docs/requirements.md#decision-workbench-roles-and-review): e-mail
 * address and password, each with its label and its message at the field (`aria-invalid`, described
 * by the message); the browser checks the form's rules first (`signInProblems`, which the server
 * applies again) and moves focus to the first field with a problem; the server's refusal (a wrong
 * password, too many of them) shows at the password field. In the local mode "Cancel" goes back to
 * the local principal.
 */
export function SignInForm({
  mode,
  onSignedIn,
  onCancel,
}: {
  mode: SignInMode;
  onSignedIn(answer: SessionAnswer): void;
  /** Shown in the local mode: back to the workbench as the local principal. */
  onCancel?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const show = (found: SignInErrors) => {
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
  };

  const submit = async () => {
    setFailure(undefined);
    const found = signInProblems({ email, password });
    if (Object.keys(found).length) return show(found);
    setErrors({});
    setBusy(true);
    try {
      onSignedIn(await signIn({ email: email.trim(), password }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length) show(error.errors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in" aria-labelledby="sign-in-heading">
      <Heading as="h1" id="sign-in-heading">
        Sign in to the authoring workbench
      </Heading>
      <Paragraph>
        {mode === 'local'
          ? 'The workbench runs as the local principal; sign in to act as another user, such as the demo author.'
          : 'Authors edit pages and submit them for review; principals approve and publish product and tool pages.'}
      </Paragraph>
      <Form onSubmit={() => void submit()} noValidate>
        <FormControl id="sign-in-email" isRequired isInvalid={Boolean(errors.email)}>
          <FormControl.Label>E-mail address</FormControl.Label>
          <TextInput
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {errors.email ? <FormControl.ValidationMessage>{errors.email}</FormControl.ValidationMessage> : null}
        </FormControl>
        <FormControl id="sign-in-password" isRequired isInvalid={Boolean(errors.password)}>
          <FormControl.Label>Password</FormControl.Label>
          <TextInput
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errors.password ? <FormControl.ValidationMessage>{errors.password}</FormControl.ValidationMessage> : null}
        </FormControl>
        {failure ? (
          <Note variant="negative" className="sign-in__failure">
            <span role="alert">{failure}</span>
          </Note>
        ) : null}
        <Flex gap="spacingS">
          <Button type="submit" variant="primary" isLoading={busy} isDisabled={busy}>
            Sign in
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} isDisabled={busy}>
              Cancel
            </Button>
          ) : null}
        </Flex>
      </Form>
    </main>
  );
}
