import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@pupitre/data';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { usePostedForm } from '../hydration/posted-form';
import { useRegisterAccount } from '../queries/account';
import { type AvailabilityBypass, DEV_MODE_AVAILABLE, readAvailabilityBypass } from './dev-mode';
import { scrollToField } from './focus-field';
import { type FieldMessages, REGISTER_FIELDS } from './register-errors';
import type { RegisterPostOutcome } from './register-post';
import { submitRegistration } from './register-submit';
import { useRegisterAvailability } from './use-register-availability';

const EMPTY = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

const errorsOf = (messages: FieldMessages): FieldErrors<typeof EMPTY> =>
  Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, { type: 'server', message }]),
  );

export interface RegisterBanner {
  message: string;
  /** Scrolled into view when no field took the focus. */
  scroll: boolean;
}

/**
 * The register form's logic (accounts-admin §4, §5, §8): the shared rules, live availability, the
 * pre-submit checks, server errors onto their fields, and the development mode.
 */
export function useRegisterForm(onRegistered: (message: string) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  // A form posted without scripts comes back with its values and the server's messages.
  const posted = usePostedForm<RegisterPostOutcome>();
  const [banner, setBanner] = useState<RegisterBanner | null>(() =>
    posted?.banner ? { message: posted.banner, scroll: false } : null,
  );
  const [postedErrors] = useState(() => (posted ? errorsOf(posted.fieldMessages) : undefined));
  const [devMode, setDevMode] = useState(false);
  const [bypass, setBypass] = useState<AvailabilityBypass>({ username: false, email: false });
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: posted ? { ...EMPTY, ...posted.values } : EMPTY,
    errors: postedErrors,
  });
  const [username, email] = useWatch({ control: form.control, name: ['username', 'email'] });
  const availability = useRegisterAvailability(username, email, {
    username: devMode || bypass.username,
    email: devMode || bypass.email,
  });
  const registerAccount = useRegisterAccount();

  // Storage is read after mount (render stays free of browser globals).
  useEffect(() => {
    if (DEV_MODE_AVAILABLE) setBypass(readAvailabilityBypass());
  }, []);

  useEffect(() => {
    if (banner?.scroll) bannerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [banner]);

  /** Shows each message on its field and brings the first into view; false when there was none. */
  const showFieldMessages = (messages: FieldMessages) => {
    for (const field of REGISTER_FIELDS) {
      const message = messages[field];
      if (message) form.setError(field, { type: 'server', message });
    }
    const first = REGISTER_FIELDS.find((field) => messages[field]);
    if (first) scrollToField(formRef.current, first);
    return first !== undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    const outcome = await submitRegistration(values, {
      devMode,
      checkUsername: availability.verifyUsername,
      checkEmail: availability.verifyEmail,
      send: (request) => registerAccount.mutateAsync(request),
    });
    if (outcome.kind === 'registered') {
      onRegistered(outcome.message);
    } else if (outcome.kind === 'conflict') {
      showFieldMessages(Object.fromEntries(outcome.conflicts.map(({ field, message }) => [field, message])));
    } else {
      const { banner: message, fieldMessages, taken } = outcome.failure;
      for (const field of taken) availability.markTaken(field, values[field]);
      const scrolled = showFieldMessages(fieldMessages);
      setBanner({ message, scroll: !scrolled });
    }
  });

  const enableDevMode = () => {
    setDevMode(true);
    setBanner(null);
  };

  return { form, formRef, bannerRef, banner, devMode, enableDevMode, availability, submit };
}
