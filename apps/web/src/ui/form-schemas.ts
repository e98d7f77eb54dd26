import { refineNewPassword } from '@tightlines/domain';
import { z } from 'zod';

/**
 * A Mantine NumberInput's value (a number, or '' while empty) checked by the API's schema for it:
 * empty is no value (null).
 */
export const numberInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? null : Number(value)), schema);

/**
 * A `datetime-local` value (local clock, minutes) checked by the API's schema for the instant it
 * names: empty is no value, and the schema asks for it in its own words.
 */
export const localDateTimeInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string' || !value) return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }, schema);

/**
 * A form's new password typed twice (spec §5): the API's fields (`schema`, `field` among them) plus
 * `confirmPassword`, checked by the domain's rules for a new password: equal to its confirmation,
 * and not holding the account's e-mail (`email`, read from the values when the form asks for it).
 */
export const withPasswordConfirmation = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  email: (values: z.output<z.ZodObject<Shape>>) => string | undefined,
) =>
  schema.extend({ confirmPassword: z.string() }).superRefine((output, ctx) => {
    // The output is the API's values plus the confirmation (zod cannot say so of a generic shape).
    const values = output as unknown as z.output<z.ZodObject<Shape>> & { confirmPassword: string };
    refineNewPassword(ctx, {
      password: String(values[field as keyof typeof values]),
      confirmation: values.confirmPassword,
      email: email(values),
      path: field,
    });
  });
