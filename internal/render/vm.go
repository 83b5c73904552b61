package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"strings"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"
	"github.com/dop251/goja_nodejs/url"
)

// hostScript defines what React Router and React Query use that goja lacks and is easier
// written in JavaScript: queueMicrotask, and the Headers class React Router makes for each
// query (a plain case-insensitive map; nothing here sends a request).
const hostScript = `
globalThis.queueMicrotask = (f) => { Promise.resolve().then(f); };
globalThis.Headers = class Headers {
  #m = new Map();
  constructor(init) {
    if (init) for (const [k, v] of (init instanceof Headers || Array.isArray(init) ? init : Object.entries(init))) this.append(k, v);
  }
  append(k, v) { k = String(k).toLowerCase(); const old = this.#m.get(k); this.#m.set(k, old === undefined ? String(v) : old + ', ' + v); }
  set(k, v) { this.#m.set(String(k).toLowerCase(), String(v)); }
  get(k) { const v = this.#m.get(String(k).toLowerCase()); return v === undefined ? null : v; }
  has(k) { return this.#m.has(String(k).toLowerCase()); }
  delete(k) { this.#m.delete(String(k).toLowerCase()); }
  forEach(f, self) { for (const [k, v] of this.#m) f.call(self, v, k, this); }
  entries() { return this.#m.entries(); }
  keys() { return this.#m.keys(); }
  values() { return this.#m.values(); }
  [Symbol.iterator]() { return this.#m.entries(); }
};
`

// ErrTimeLimit reports a render stopped because it ran past its time limit.
var ErrTimeLimit = errors.New("render time limit reached")

// vm is one goja runtime with the bundle loaded and the few host functions it needs:
// URL and URLSearchParams (React Router), timers (React Query batches with setTimeout),
// queueMicrotask and console. window and document stay undefined, as on any server.
type vm struct {
	rt     *goja.Runtime
	ssr    *goja.Object
	log    *slog.Logger
	timers []timer
	seq    int
	broken bool      // interrupted mid-script: not to be used again
	used   time.Time // when it was last given back idle
}

// timer is a callback waiting in the host's timer queue.
type timer struct {
	id    int
	delay int64
	fn    goja.Callable
	args  []goja.Value
}

// shortTimer is the longest delay run while a render waits: React's and the app's own
// zero-delay callbacks. Longer ones (cache garbage collection, animations) never matter
// to the HTML and are dropped when the render ends.
const shortTimer = 50

func (e *Engine) newVM() (*vm, error) {
	program, err := e.bundle.compiled()
	if err != nil {
		return nil, err
	}
	v := &vm{rt: goja.New(), log: e.log}
	rt := v.rt
	new(require.Registry).Enable(rt)
	url.Enable(rt)
	set := func(name string, value any) {
		if err := rt.Set(name, value); err != nil {
			panic(err) // setting a global on a fresh runtime cannot fail
		}
	}
	set("setTimeout", v.setTimeout)
	set("clearTimeout", v.clearTimeout)
	set("setInterval", v.setTimeout) // never repeats: the runtime lives only for one render at a time
	set("clearInterval", v.clearTimeout)
	console := rt.NewObject()
	for _, level := range []string{"log", "info", "debug", "warn", "error"} {
		_ = console.Set(level, v.console(level))
	}
	set("console", console)
	if _, err := rt.RunString(hostScript); err != nil {
		return nil, err
	}
	if _, err := rt.RunProgram(program); err != nil {
		return nil, fmt.Errorf("load %s: %w", BundleName, err)
	}
	ssr := rt.Get("qrsSSR")
	if ssr == nil || goja.IsUndefined(ssr) {
		return nil, fmt.Errorf("%s does not define qrsSSR", BundleName)
	}
	v.ssr = ssr.ToObject(rt)
	return v, nil
}

func (v *vm) setTimeout(call goja.FunctionCall) goja.Value {
	fn, ok := goja.AssertFunction(call.Argument(0))
	if !ok {
		return v.rt.ToValue(0)
	}
	v.seq++
	t := timer{id: v.seq, delay: call.Argument(1).ToInteger(), fn: fn}
	if len(call.Arguments) > 2 {
		t.args = append([]goja.Value(nil), call.Arguments[2:]...)
	}
	v.timers = append(v.timers, t)
	return v.rt.ToValue(t.id)
}

func (v *vm) clearTimeout(call goja.FunctionCall) goja.Value {
	id := call.Argument(0).ToInteger()
	for i, t := range v.timers {
		if int64(t.id) == id {
			v.timers = append(v.timers[:i], v.timers[i+1:]...)
			break
		}
	}
	return goja.Undefined()
}

func (v *vm) console(level string) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		parts := make([]string, len(call.Arguments))
		for i, a := range call.Arguments {
			parts[i] = a.String()
		}
		msg := strings.Join(parts, " ")
		if len(msg) > 2000 {
			msg = msg[:2000] + "…"
		}
		switch level {
		case "error":
			v.log.Error("render script", "console", msg)
		case "warn":
			v.log.Warn("render script", "console", msg)
		default:
			v.log.Debug("render script", "console", msg)
		}
		return goja.Undefined()
	}
}

// runShortTimers runs the waiting timers of up to shortTimer ms, earliest first, and
// reports whether it ran any. Each runs as its own call, after which goja settles the
// promise jobs it started.
func (v *vm) runShortTimers() (bool, error) {
	sort.SliceStable(v.timers, func(i, j int) bool { return v.timers[i].delay < v.timers[j].delay })
	ran := false
	for len(v.timers) > 0 && v.timers[0].delay <= shortTimer {
		t := v.timers[0]
		v.timers = v.timers[1:]
		if _, err := t.fn(goja.Undefined(), t.args...); err != nil {
			return ran, err
		}
		ran = true
	}
	return ran, nil
}

// call calls qrsSSR[name](args...) and waits for its answer, a string or a promise of one,
// within limit; then it drops what the script left queued.
func (v *vm) call(ctx context.Context, limit time.Duration, name string, args ...any) (string, error) {
	fn, ok := goja.AssertFunction(v.ssr.Get(name))
	if !ok {
		return "", fmt.Errorf("qrsSSR.%s is not a function", name)
	}
	stop := context.AfterFunc(ctx, func() { v.rt.Interrupt(ctx.Err()) })
	timeout := time.AfterFunc(limit, func() { v.rt.Interrupt(ErrTimeLimit) })
	defer func() {
		timeout.Stop()
		stop()
		v.timers = nil
		v.rt.ClearInterrupt()
	}()
	out, err := v.settle(fn, args)
	var interrupted *goja.InterruptedError
	if errors.As(err, &interrupted) {
		v.broken = true
		if cause, ok := interrupted.Value().(error); ok {
			return "", cause
		}
	}
	return out, err
}

func (v *vm) settle(fn goja.Callable, args []any) (string, error) {
	values := make([]goja.Value, len(args))
	for i, a := range args {
		values[i] = v.rt.ToValue(a)
	}
	res, err := fn(goja.Undefined(), values...)
	if err != nil {
		return "", err
	}
	p, isPromise := res.Export().(*goja.Promise)
	if !isPromise {
		return res.String(), nil
	}
	for p.State() == goja.PromiseStatePending {
		ran, err := v.runShortTimers()
		if err != nil {
			return "", err
		}
		if !ran && p.State() == goja.PromiseStatePending {
			return "", errors.New("the render waits on something that never comes (no timer or job left)")
		}
	}
	if p.State() == goja.PromiseStateRejected {
		return "", fmt.Errorf("%s", describe(p.Result()))
	}
	return p.Result().String(), nil
}

// describe renders a thrown JavaScript value with its stack when it has one.
func describe(val goja.Value) string {
	if obj, ok := val.(*goja.Object); ok {
		if stack := obj.Get("stack"); stack != nil && !goja.IsUndefined(stack) {
			return stack.String()
		}
	}
	return val.String()
}
