/**
 * The card rules both sides check: the local checkout's page before sending, its server before
 * charging (Stripe's hosted page checks its own).
 */

/** The Luhn checksum of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (UTC); two-digit years are read as 20xx. */
export function isFutureExpiry(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return Date.UTC(fullYear, month, 1) > now.getTime();
}
