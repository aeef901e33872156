// Package content holds Kry-Gothic's game content as data: model classes,
// armour, weapons, teams and unit profiles (KG-STAT, KG-CLS, KG-DATA,
// GAP-01..08), read from YAML files with file:line errors.
//
// The default content is embedded (see [Default]); [Load] reads the same
// layout from any file system, so modders can replace it. Numbers live in
// the data files, never in Go code.
package content
