/**
 * JSON.parse keeps the last of two equal keys without a word; an analyst who pastes a question twice loses
 * the first silently. This scanner walks the text and reports the JSON pointer of every repeated key.
 */
export function duplicateKeyPointers(text: string): string[] {
  const found: string[] = [];
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i += 1;
  };
  const str = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (pointer: string): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i += 1;
      const keys = new Set<string>();
      ws();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        ws();
        const key = str();
        const at = `${pointer}/${escape(key)}`;
        if (keys.has(key)) found.push(at);
        keys.add(key);
        ws();
        i += 1; // colon
        value(at);
        ws();
        if (text[i] === ',') i += 1;
        else {
          i += 1;
          return;
        }
      }
    } else if (c === '[') {
      i += 1;
      ws();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (let index = 0; ; index += 1) {
        value(`${pointer}/${index}`);
        ws();
        if (text[i] === ',') i += 1;
        else {
          i += 1;
          return;
        }
      }
    } else if (c === '"') {
      str();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i])) i += 1;
    }
  };
  value('');
  return found;
}
