package settings

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
)

// HomeEnv names the environment variable that moves everything the game
// keeps on disk under one folder: the settings to $KRYGOTHIC_HOME/config,
// saves and replays to $KRYGOTHIC_HOME/data. Tests and CI set it so they
// never touch the player's real home.
const HomeEnv = "KRYGOTHIC_HOME"

// app is the folder the game uses inside the system's config and data
// folders.
const app = "krygothic"

// ConfigDir is where the settings live: the system's config folder
// (os.UserConfigDir) joined with krygothic, or $KRYGOTHIC_HOME/config.
func ConfigDir() (string, error) {
	if h := os.Getenv(HomeEnv); h != "" {
		return filepath.Join(h, "config"), nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, app), nil
}

// SettingsFile is the settings file's path: ConfigDir()/settings.json.
func SettingsFile() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, FileName), nil
}

// DataDir is where saves and replays live: the system's data folder
// joined with krygothic, or $KRYGOTHIC_HOME/data. The data folder is
// $XDG_DATA_HOME or ~/.local/share on Linux and other Unixes,
// %LocalAppData% on Windows, and ~/Library/Application Support on macOS.
func DataDir() (string, error) {
	if h := os.Getenv(HomeEnv); h != "" {
		return filepath.Join(h, "data"), nil
	}
	d, err := dataHome(runtime.GOOS, os.Getenv, os.UserHomeDir)
	if err != nil {
		return "", err
	}
	return filepath.Join(d, app), nil
}

// dataHome is the system's data folder on goos.
func dataHome(goos string, getenv func(string) string, home func() (string, error)) (string, error) {
	switch goos {
	case "windows":
		if d := getenv("LocalAppData"); d != "" {
			return d, nil
		}
		return "", errors.New("%LocalAppData% is not set")
	case "darwin", "ios":
		h, err := home()
		if err != nil {
			return "", err
		}
		return filepath.Join(h, "Library", "Application Support"), nil
	case "plan9":
		h, err := home()
		if err != nil {
			return "", err
		}
		return filepath.Join(h, "lib"), nil
	}
	// The XDG base directory spec ignores a relative XDG_DATA_HOME.
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return d, nil
	}
	h, err := home()
	if err != nil {
		return "", err
	}
	return filepath.Join(h, ".local", "share"), nil
}

// SavesDir is where saved matches go: DataDir()/saves.
func SavesDir() (string, error) { return sub("saves") }

// ReplaysDir is where finished matches' records go: DataDir()/replays.
func ReplaysDir() (string, error) { return sub("replays") }

// ArmiesDir is where the army lists the client's army builder saves go:
// DataDir()/armies, beside the saves. They are the same YAML kg army
// check reads.
func ArmiesDir() (string, error) { return sub("armies") }

func sub(name string) (string, error) {
	d, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, name), nil
}
