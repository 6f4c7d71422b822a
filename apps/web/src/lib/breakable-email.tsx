import { Fragment } from 'react';

/**
 * An email (or a user name, which may hold dots and @ too) in a narrow column: it may break after its @ and its dots, never inside a word
 * («mario.rossi@» / «ao-santalucia.it», not «ao-» / «santalucia.it»). Its box must not let
 * words break anywhere (no `overflow-wrap: anywhere`).
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {/* Whole: a browser would break after the hyphen of «ao-santalucia» too. */}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
    </Fragment>
  ));
}
