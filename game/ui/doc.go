// Package ui is Kry-Gothic's drawing and input code on Ebitengine: the
// scenes a player sees. It decides no rule; it shows what the rules and the
// match report. Only this package and cmd/ import Ebitengine.
package ui
