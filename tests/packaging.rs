//! The files the packages install agree with the app: one app id for the window, the
//! desktop file, the AppStream metainfo, the icons and install.sh, and a release entry
//! for this version (tools/check-packages.sh checks the built packages themselves).

use gotham_companion::app::APP_ID;
use std::path::Path;

/// A file of the repository, as text.
fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

#[test]
fn the_desktop_file_is_named_by_the_app_id_and_names_its_icon_and_window() {
    let desktop = read(&format!("assets/linux/{APP_ID}.desktop"));
    let lines: Vec<&str> = desktop.lines().collect();
    for wanted in [
        format!("Icon={APP_ID}"),
        format!("StartupWMClass={APP_ID}"),
        "Exec=gotham-companion".to_owned(),
        "Categories=Game;BoardGame;".to_owned(),
    ] {
        assert!(lines.contains(&wanted.as_str()), "{wanted} missing");
    }
}

#[test]
fn the_scripts_find_one_desktop_file_and_one_svg_icon() {
    // tools/package.sh reads the app id from the one desktop file's name.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let named = |dir: &str, ending: &str| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(ending))
            .collect();
        names.sort();
        names
    };
    assert_eq!(
        named("assets/linux", ".desktop"),
        [format!("{APP_ID}.desktop")]
    );
    assert_eq!(named("assets/icon", ".svg"), [format!("{APP_ID}.svg")]);
    for size in [48, 128, 256] {
        assert!(root.join(format!("assets/icon/{size}.png")).is_file());
    }
}

#[test]
fn the_metainfo_names_the_app_id_its_launcher_and_this_release() {
    let metainfo = read(&format!("assets/linux/{APP_ID}.metainfo.xml"));
    for wanted in [
        format!("<id>{APP_ID}</id>"),
        format!("<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"),
        format!("<release version=\"{}\"", env!("CARGO_PKG_VERSION")),
        "<project_license>MIT</project_license>".to_owned(),
        "not affiliated with".to_owned(),
    ] {
        assert!(metainfo.contains(&wanted), "{wanted} missing");
    }
}

#[test]
fn install_sh_removes_the_files_named_by_the_app_id() {
    assert!(read("assets/linux/install.sh").contains(&format!("app_id={APP_ID}\n")));
}

#[test]
fn the_license_is_the_one_cargo_toml_names() {
    assert!(read("LICENSE").starts_with("MIT License"));
    assert_eq!(env!("CARGO_PKG_LICENSE"), "MIT");
}

#[test]
fn the_windows_installer_keeps_its_upgrade_code_and_says_unofficial() {
    let wxs = read("assets/windows/gotham-companion.wxs");
    // Changing it would install a newer version beside an older one.
    assert!(wxs.contains("UpgradeCode=\"6E2C9B7A-3F1D-4C5E-9A8B-2D7F4E1C0B93\""));
    assert!(wxs.contains("<MajorUpgrade"));
    assert!(wxs.contains("Manufacturer=\"Gotham Companion (unofficial fan project)\""));
    assert!(wxs.contains("ARPPRODUCTICON"));
    // The program's resources say the same, with Cargo.toml's version filled in.
    let rc = read("assets/windows/gotham-companion.rc");
    for wanted in [
        "@VERSION@",
        "@ICON_FILE@",
        "Unofficial",
        "gotham-companion.exe",
    ] {
        assert!(rc.contains(wanted), "{wanted} missing from the resources");
    }
}

#[test]
fn the_windows_icon_holds_every_size_from_16_to_256_px() {
    let ico = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon/windows.ico"))
        .unwrap();
    assert_eq!(&ico[..4], &[0, 0, 1, 0], "an icon file");
    let count = usize::from(u16::from_le_bytes([ico[4], ico[5]]));
    let sizes: Vec<u32> = (0..count)
        .map(|i| match ico[6 + 16 * i] {
            0 => 256,
            side => u32::from(side),
        })
        .collect();
    assert_eq!(sizes, [16, 20, 24, 32, 40, 48, 64, 96, 128, 256]);
}
