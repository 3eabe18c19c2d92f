// vnu-jar ships no types: its default export is the path of the checker's vnu.jar, as a String object.
declare module 'vnu-jar' {
  const vnuJar: { toString(): string };
  export default vnuJar;
}
