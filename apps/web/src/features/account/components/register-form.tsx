import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  checkNewPassword,
  checkPasswordConfirmation,
  messages,
  PASSWORD_MIN_LENGTH,
  ROLE_NAMES,
  type Country,
  type RoleName,
} from '@tightlines/domain';
import { useState } from 'react';
import { apiRequest } from '../../../api/client';
import { showOnField } from '../../../ui/field-errors';
import { useSubmit } from '../../../ui/use-submit';
import { registerAccount, submitLogin } from '../hooks/interaction';

interface RegisterValues {
  name: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
  roleName: RoleName;
  nationalityName: string;
  phone: string;
}

const required = (value: string) => (value.trim() ? null : messages.completeRequiredFields);

/**
 * Registration in pages (spec §5 "Register"): first the account (name, last name, e-mail, password
 * and its confirmation), then the role, nationality and phone. It ends signed in.
 */
export function RegisterForm({ uid, onSignIn }: { uid: string; onSignIn(): void }) {
  const [step, setStep] = useState(0);
  const [submitting, submit] = useSubmit();
  const roles = useQuery({
    queryKey: ['catalogue', 'roles'],
    queryFn: () => apiRequest<{ roleName: RoleName }[]>('/roles'),
  });
  const countries = useQuery({
    queryKey: ['catalogue', 'countries'],
    queryFn: () => apiRequest<Country[]>('/countries'),
  });

  const form = useForm<RegisterValues>({
    initialValues: {
      name: '',
      lastname: '',
      email: '',
      password: '',
      confirmPassword: '',
      roleName: ROLE_NAMES[0],
      nationalityName: '',
      phone: '',
    },
    validate: (values) =>
      step === 0
        ? {
            name: required(values.name),
            lastname: required(values.lastname),
            email: /^\S+@\S+\.\S+$/.test(values.email.trim()) ? null : messages.completeRequiredFields,
            password: checkNewPassword(values.password, values.email.trim()),
            confirmPassword: checkPasswordConfirmation(values.confirmPassword, values.password),
          }
        : {
            roleName: values.roleName ? null : messages.missingInfoCreateUser,
            nationalityName: required(values.nationalityName),
          },
  });

  const handleSubmit = async (values: RegisterValues) => {
    if (step === 0) {
      setStep(1);
      return;
    }
    // Success signs in and leaves the page, so the button stays busy until it has gone.
    await submit(
      async () => {
        const email = values.email.trim().toLowerCase();
        await registerAccount({
          name: values.name,
          lastname: values.lastname,
          email,
          password: values.password,
          roleName: values.roleName,
          nationalityName: values.nationalityName,
          userContactInfo: [
            { name: 'email', value: email },
            ...(values.phone.trim() ? [{ name: 'phone' as const, value: values.phone.trim() }] : []),
          ],
          activitySourceName: 'Website',
        });
        await submitLogin(uid, { email, password: values.password });
      },
      {
        stayPending: true,
        // The server's refusal of a common password is shown at the field, on the first page.
        onError: showOnField(form.setFieldError, ['password', 'email'] as const, () => setStep(0)),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
          <Stepper.Step label="Account" description="Name, e-mail, password">
            <Stack mt="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="First name"
                  autoComplete="given-name"
                  required
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label="Last name"
                  autoComplete="family-name"
                  required
                  {...form.getInputProps('lastname')}
                />
              </SimpleGrid>
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                description={`At least ${PASSWORD_MIN_LENGTH} characters`}
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirmPassword')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="About you" description="Role and nationality">
            <Stack mt="md">
              <Select
                label="I fish as"
                required
                allowDeselect={false}
                data={(roles.data ?? ROLE_NAMES.map((roleName) => ({ roleName }))).map(
                  (role) => role.roleName,
                )}
                {...form.getInputProps('roleName')}
              />
              <Select
                label="Nationality"
                required
                searchable
                nothingFoundMessage="No country matches"
                data={(countries.data ?? []).map((country) => country.name)}
                {...form.getInputProps('nationalityName')}
              />
              <TextInput
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          {step === 0 ? (
            <Anchor component="button" type="button" size="sm" onClick={onSignIn}>
              I already have an account
            </Anchor>
          ) : (
            <Button variant="default" onClick={() => setStep(0)} disabled={submitting}>
              Back
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {step === 0 ? 'Continue' : 'Create account'}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          By creating an account you accept the <Anchor href="/legal/terms">Terms of Service</Anchor> and the{' '}
          <Anchor href="/legal/privacy">Privacy Policy</Anchor>.
        </Text>
      </Stack>
    </form>
  );
}
