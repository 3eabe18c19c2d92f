/**
 * The tags of a browser test that holds for any owner's site (`@owner`: the owner's check runs it on
 * their own site), and of the shapes of content its outcome depends on (the template's suite runs it
 * once on its reference owner, and again on each fixture owner whose content adds one of them).
 * @param {...string} shapes
 */
export const forOwners = (...shapes) => ({ tag: ['@owner', ...shapes.map((shape) => `@${shape}`)] });
