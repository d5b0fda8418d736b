/**
 * Two places where happy-dom departs from the DOM standard in ways that make DOMPurify (3.4)
 * silently skip nodes, so that a sanitiser test would pass for the wrong reason. Import this before
 * anything that sanitises HTML (DOMPurify captures both at creation time).
 *
 * 1. `Node.prototype.nodeName` returns '' (each node class defines its own getter); DOMPurify reads
 *    names through Node.prototype's getter, so every element looked nameless.
 * 2. NodeIterator is a TreeWalker without the standard's "pre-removing steps": when DOMPurify
 *    removes the node the iterator stands on, iteration stops, and the children it hoisted out of
 *    a removed element are never sanitised.
 */
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
const PATCHED = Symbol.for('council.chat.dom-shims');
const globals = globalThis as unknown as Record<symbol, boolean>;

if (!globals[PATCHED] && base?.get) {
  globals[PATCHED] = true;
  const baseGet = base.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    ...base,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return baseGet.call(this) as string;
    },
  });

  const live = new Set<StandardNodeIterator>();

  const following = (node: Node, root: Node, skipChildren = false): Node | null => {
    if (!skipChildren && node.firstChild) return node.firstChild;
    for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
      if (at.nextSibling) return at.nextSibling;
    }
    return null;
  };
  const lastInclusiveDescendant = (node: Node): Node => {
    let at = node;
    while (at.lastChild) at = at.lastChild;
    return at;
  };
  const preceding = (node: Node, root: Node): Node | null => {
    if (node === root) return null;
    return node.previousSibling ? lastInclusiveDescendant(node.previousSibling) : node.parentNode;
  };

  class StandardNodeIterator {
    reference: Node;
    pointerBeforeReference = true;
    constructor(
      readonly root: Node,
      readonly whatToShow: number,
      readonly filter: NodeFilter | null,
    ) {
      this.reference = root;
      live.add(this);
    }
    #accepts(node: Node): boolean {
      if (!((1 << (node.nodeType - 1)) & this.whatToShow)) return false;
      if (!this.filter) return true;
      const verdict =
        typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
      return verdict === NodeFilter.FILTER_ACCEPT;
    }
    #traverse(next: boolean): Node | null {
      let node: Node | null = this.reference;
      let before = this.pointerBeforeReference;
      for (;;) {
        if (next) {
          if (before) before = false;
          else node = following(node!, this.root);
        } else if (!before) before = true;
        else node = preceding(node!, this.root);
        if (!node) return null;
        if (this.#accepts(node)) break;
      }
      this.reference = node;
      this.pointerBeforeReference = before;
      return node;
    }
    nextNode(): Node | null {
      return this.#traverse(true);
    }
    previousNode(): Node | null {
      return this.#traverse(false);
    }
    detach(): void {
      live.delete(this);
    }
    /** The standard's NodeIterator pre-removing steps. */
    beforeRemoving(node: Node): void {
      if (node === this.root || !node.contains(this.reference) || !this.root.contains(node)) return;
      if (this.pointerBeforeReference) {
        const next = following(node, this.root, true);
        if (next) {
          this.reference = next;
          return;
        }
        this.pointerBeforeReference = false;
      }
      this.reference = node.previousSibling
        ? lastInclusiveDescendant(node.previousSibling)
        : node.parentNode!;
    }
  }

  /** The prototypes (global class, and the one instances really inherit from) that own `name`. */
  const owners = (instance: object, name: string, extra: object): object[] => {
    const found = new Set<object>([extra]);
    for (let proto = Object.getPrototypeOf(instance); proto; proto = Object.getPrototypeOf(proto)) {
      if (Object.prototype.hasOwnProperty.call(proto, name)) {
        found.add(proto);
        break;
      }
    }
    return [...found].filter((proto) => Object.prototype.hasOwnProperty.call(proto, name));
  };

  function createNodeIterator(
    root: Node,
    whatToShow = 0xffffffff,
    filter: NodeFilter | null = null,
  ): NodeIterator {
    return new StandardNodeIterator(root, whatToShow, filter) as unknown as NodeIterator;
  }
  for (const proto of owners(document, 'createNodeIterator', Document.prototype)) {
    Object.defineProperty(proto, 'createNodeIterator', {
      value: createNodeIterator,
      configurable: true,
      writable: true,
    });
  }
  const element = document.createElement('div');
  for (const proto of owners(element, 'removeChild', Node.prototype)) {
    const original = (proto as Node).removeChild;
    Object.defineProperty(proto, 'removeChild', {
      configurable: true,
      writable: true,
      value: function removeChild<T extends Node>(this: Node, child: T): T {
        for (const iterator of live) iterator.beforeRemoving(child);
        return original.call(this, child) as T;
      },
    });
  }
  for (const proto of owners(element, 'remove', Element.prototype)) {
    const original = (proto as Element).remove;
    Object.defineProperty(proto, 'remove', {
      configurable: true,
      writable: true,
      value: function remove(this: Element): void {
        for (const iterator of live) iterator.beforeRemoving(this);
        original.call(this);
      },
    });
  }
}

export {};
