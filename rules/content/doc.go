// Package content holds Kry-Gothic's game content as data: model classes,
// armour, weapons, teams and unit profiles (KG-STAT, KG-CLS, KG-DATA,
// GAP-01..08), read from YAML files with file:line errors.
//
// The default content is embedded (see [Default]); [Load] reads the same
// layout from any file system, so modders can replace it. Numbers live in
// the data files, never in Go code.
//
// Every number of a content file has a range, given by its field's tag
// (range:"lo,hi", checked by rules/datafile as the file is read, at the
// value) and listed in docs/content.md: the shipped values fit with room
// to spare, and no mod can make a model roll a billion dice or an army's
// cost wrap.
package content
