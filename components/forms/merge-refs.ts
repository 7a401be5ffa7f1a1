import type { Ref, RefCallback } from 'react';

/** One ref callback feeding several refs: the widget's own and the caller's (react-hook-form's). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    }
  };
}
