/**
 * A processor's failure text carries codes after its first semicolon ("Your card was declined.;
 * decline_code=generic_decline"). People see the text before it (billing-account §4 Payment
 * methods and autopay, §8: "a failure shows the error text before the first semicolon"): the
 * client applies it to a delete's failure as the spec says, and the server to every processor
 * failure it passes on, so no code reaches the X-PORTAL-ERROR header.
 */
export const beforeSemicolon = (message: string): string => message.split(';')[0]!.trim();
