// Package canon writes a value in a canonical text form, for fingerprints
// that must not change when the program does: every exported field by
// name, a field at its zero value left out (so a field added with a zero
// default changes no fingerprint), map entries in the order of their
// keys' encodings, pointers followed, and nothing that depends on how
// Go prints a value (%v).
package canon

import (
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Write writes v's canonical form to w. Values that have no canonical
// form (functions, channels, interfaces holding them) are written by
// their type alone: fingerprints are of data.
func Write(w io.Writer, v any) {
	var b strings.Builder
	write(&b, reflect.ValueOf(v))
	_, _ = io.WriteString(w, b.String())
}

// String is v's canonical form.
func String(v any) string {
	var b strings.Builder
	write(&b, reflect.ValueOf(v))
	return b.String()
}

func write(b *strings.Builder, v reflect.Value) {
	if !v.IsValid() {
		b.WriteString("nil")
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		write(b, v.Elem())
	case reflect.Bool:
		b.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		b.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		b.WriteString(strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case reflect.String:
		b.WriteString(strconv.Quote(v.String()))
	case reflect.Slice, reflect.Array:
		b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				b.WriteByte(',')
			}
			write(b, v.Index(i))
		}
		b.WriteByte(']')
	case reflect.Map:
		entries := make([][2]string, 0, v.Len())
		for it := v.MapRange(); it.Next(); {
			entries = append(entries, [2]string{String(it.Key().Interface()), String(it.Value().Interface())})
		}
		slices.SortFunc(entries, func(x, y [2]string) int { return strings.Compare(x[0], y[0]) })
		b.WriteByte('{')
		for i, e := range entries {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(e[0] + ":" + e[1])
		}
		b.WriteByte('}')
	case reflect.Struct:
		b.WriteByte('{')
		first := true
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if !f.IsExported() || empty(v.Field(i)) {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(f.Name + ":")
			write(b, v.Field(i))
		}
		b.WriteByte('}')
	default:
		fmt.Fprintf(b, "<%s>", v.Type())
	}
}

// empty reports whether a field is left out: at its zero value, or a list
// or map with nothing in it (nil or not: the same data).
func empty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Slice, reflect.Map:
		return v.Len() == 0
	}
	return v.IsZero()
}
