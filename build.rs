//! Gives the Windows program its icon, version information and manifest
//! (`assets/windows/gotham-companion.rc`, its `@NAME@`s filled in), compiled with
//! MinGW's windres when building for Windows; elsewhere it does nothing.

use std::path::Path;

fn main() {
    // Elsewhere only a change of this script runs it again (the resources are no
    // concern of a Linux build, which stays as it is when they change).
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo:rerun-if-changed=assets/windows");
    println!("cargo:rerun-if-changed=assets/icon/windows.ico");
    let env = |key: &str| std::env::var(key).unwrap_or_default();
    let root = Path::new(&env("CARGO_MANIFEST_DIR")).to_path_buf();
    // A resource file's strings read backslashes as escapes; windres takes `/`.
    let path = |file: &str| root.join(file).display().to_string().replace('\\', "/");
    let template = std::fs::read_to_string(root.join("assets/windows/gotham-companion.rc"))
        .expect("assets/windows/gotham-companion.rc is readable");
    let filled = [
        ("@VERSION_MAJOR@", env("CARGO_PKG_VERSION_MAJOR")),
        ("@VERSION_MINOR@", env("CARGO_PKG_VERSION_MINOR")),
        ("@VERSION_PATCH@", env("CARGO_PKG_VERSION_PATCH")),
        ("@VERSION@", env("CARGO_PKG_VERSION")),
        ("@ICON_FILE@", path("assets/icon/windows.ico")),
        (
            "@MANIFEST_FILE@",
            path("assets/windows/gotham-companion.manifest"),
        ),
    ]
    .iter()
    .fold(template, |text, (name, value)| text.replace(name, value));
    let rc = Path::new(&env("OUT_DIR")).join("gotham-companion.rc");
    std::fs::write(&rc, filled).expect("the resource file can be written to OUT_DIR");
    embed_resource::compile_for(&rc, ["gotham-companion"], embed_resource::NONE)
        .manifest_required()
        .unwrap_or_else(|error| panic!("the Windows resources do not compile: {error}"));
}
